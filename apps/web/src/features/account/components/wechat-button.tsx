import { useTranslation } from 'react-i18next';
import styles from './login.module.css';

/** The round WeChat login button under "other ways to log in"; inside WeChat it reads as the one-tap sign-in. */
export function WechatButton({
  onClick,
  disabled,
  label,
}: {
  onClick: () => void;
  disabled?: boolean;
  label?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.others}>
      <p className={styles.othersTitle}>{t('account.otherLogins')}</p>
      <button type="button" className={styles.wechat} onClick={onClick} disabled={disabled}>
        <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
          <path
            fill="currentColor"
            d="M9 4C5.1 4 2 6.6 2 9.9c0 1.9 1 3.5 2.6 4.6L4 16.5l2.3-1.2c.8.2 1.7.4 2.7.4h.5a5.4 5.4 0 0 1-.2-1.5c0-3.2 3-5.8 6.8-5.8h.5C16 5.8 12.8 4 9 4zm-2.4 2.9a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8zm4.8 0a.9.9 0 1 1 0 1.8.9.9 0 0 1 0-1.8zM16 9.5c-3.3 0-6 2.2-6 5s2.7 5 6 5c.7 0 1.4-.1 2-.3l1.9 1-.5-1.7c1.4-.9 2.6-2.3 2.6-4 0-2.8-2.7-5-6-5zm-2 2.3a.8.8 0 1 1 0 1.6.8.8 0 0 1 0-1.6zm4 0a.8.8 0 1 1 0 1.6.8.8 0 0 1 0-1.6z"
          />
        </svg>
        <span>{label ?? t('account.wechatLogin')}</span>
      </button>
    </div>
  );
}
