import { Checkbox } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS } from '../../../lib/paths';
import styles from './login.module.css';

/** "I have read and agree to the terms and the privacy policy", each a link to read it. */
export function AgreementText() {
  const { t } = useTranslation();
  return (
    <>
      {t('account.agreePrefix')}
      <Link to={PATHS.agreement} className={styles.link}>
        {t('account.agreement')}
      </Link>
      {t('account.and')}
      <Link to={PATHS.policy} className={styles.link}>
        {t('account.policy')}
      </Link>
    </>
  );
}

/** The agreement a login needs ticked. */
export function AgreementCheck({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <div className={styles.agreement}>
      <Checkbox checked={checked} onChange={onChange} style={{ '--icon-size': '16px', '--font-size': '12px' }}>
        <AgreementText />
      </Checkbox>
    </div>
  );
}
