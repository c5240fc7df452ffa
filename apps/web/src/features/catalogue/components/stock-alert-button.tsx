import { useTranslation } from 'react-i18next';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useStockAlert } from '../api/check-stock-alert';
import { useToggleStockAlert } from '../api/toggle-stock-alert';
import styles from './detail-action-bar.module.css';

/**
 * 到货通知 (issue 16: "a member can ask to be told when a sold-out goods or size returns") where the sold-out goods'
 * buy buttons were, or, with `skuId`, in the spec sheet for a sold-out size: a member toggles being told when it is
 * back; a visitor is sent to log in first.
 */
export function StockAlertButton({
  goodsId,
  skuId,
  onNeedLogin,
}: {
  goodsId: string;
  skuId?: string;
  onNeedLogin: () => void;
}) {
  const { t } = useTranslation();
  const loggedIn = Boolean(storage.get<string>(STORAGE_KEYS.token));
  const state = useStockAlert(goodsId, skuId, loggedIn);
  const toggle = useToggleStockAlert(goodsId, skuId);
  const subscribed = loggedIn && state.data?.subscribed === true;

  const onClick = () => {
    if (!loggedIn) return onNeedLogin();
    // The server toggles, so a tap while the state is still on its way counts too; one change at a time.
    if (toggle.isPending) return;
    toggle.mutate(undefined, {
      onSuccess: (next) => toast(t(next.subscribed ? 'stockAlert.on' : 'stockAlert.off'), 'success'),
    });
  };

  const button = (
    <button
      type="button"
      className={skuId ? styles.sheetAlert : `${styles.button} ${styles.alert}`}
      aria-pressed={loggedIn && state.data ? subscribed : undefined}
      data-testid="stock-alert"
      onClick={onClick}
    >
      {t(subscribed ? 'stockAlert.subscribed' : 'stockAlert.notify')}
    </button>
  );
  // In the sheet the button stands alone in the confirm button's place.
  return skuId ? button : <div className={styles.buttons}>{button}</div>;
}
