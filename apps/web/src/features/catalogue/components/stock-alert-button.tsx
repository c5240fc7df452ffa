import { useTranslation } from 'react-i18next';
import { toastFailure } from '../../../lib/failure';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useStockAlert } from '../api/check-stock-alert';
import { useToggleStockAlert } from '../api/toggle-stock-alert';
import styles from './detail-action-bar.module.css';

/**
 * 到货通知 where the sold-out goods' buy buttons were (issue 16): a member toggles being told when it is back; a
 * visitor is sent to log in first.
 */
export function StockAlertButton({ goodsId, onNeedLogin }: { goodsId: string; onNeedLogin: () => void }) {
  const { t } = useTranslation();
  const loggedIn = Boolean(storage.get<string>(STORAGE_KEYS.token));
  const state = useStockAlert(goodsId, loggedIn);
  const toggle = useToggleStockAlert(goodsId);
  const subscribed = loggedIn && state.data?.subscribed === true;

  const onClick = () => {
    if (!loggedIn) return onNeedLogin();
    if (state.isLoading || toggle.isPending) return;
    toggle.mutate(undefined, {
      onSuccess: (next) => toast(t(next.subscribed ? 'stockAlert.on' : 'stockAlert.off'), 'success'),
      onError: (error) => toastFailure(error),
    });
  };

  return (
    <div className={styles.buttons}>
      <button
        type="button"
        className={`${styles.button} ${styles.alert}`}
        aria-pressed={loggedIn && state.data ? subscribed : undefined}
        data-testid="stock-alert"
        onClick={onClick}
      >
        {t(subscribed ? 'stockAlert.subscribed' : 'stockAlert.notify')}
      </button>
    </div>
  );
}
