import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { AgreementText } from './agreement';
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
    <ConfirmDialog
      visible={visible}
      content={
        <p className={styles.dialogText}>
          <AgreementText />
        </p>
      }
      confirmText={t('account.agreeAndContinue')}
      onConfirm={onAgree}
      onClose={onClose}
    />
  );
}
