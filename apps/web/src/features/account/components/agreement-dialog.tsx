import { Dialog } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import styles from './login.module.css';

/** Asked when a login starts unticked: agreeing ticks the box and goes on with what was asked for. */
export function AgreementDialog({
  visible,
  onAgree,
  onClose,
}: {
  visible: boolean;
  onAgree: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      visible={visible}
      closeOnMaskClick
      onClose={onClose}
      content={
        <p className={styles.dialogText}>
          {t('account.agreePrefix')}
          <Link to={PATHS.agreement} className={styles.link}>
            {t('account.agreement')}
          </Link>
          {t('account.and')}
          <Link to={PATHS.policy} className={styles.link}>
            {t('account.policy')}
          </Link>
        </p>
      }
      actions={[
        [
          { key: 'cancel', text: t('common.cancel'), onClick: onClose },
          {
            key: 'agree',
            text: t('account.agreeAndContinue'),
            bold: true,
            onClick: () => {
              onClose();
              onAgree();
            },
          },
        ],
      ]}
    />
  );
}
