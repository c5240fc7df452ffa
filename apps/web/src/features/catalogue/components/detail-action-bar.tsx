import { DEFAULT_CUSTOMER_SERVICE_UID } from '@ffe/shared/constants';
import type { GoodsDetail, GoodsSku, GoodsSummary } from '@ffe/shared/contracts/catalogue';
import { cartGoodsCount, unavailableReason } from '@ffe/shared/domain/cart-lines';
import { Badge } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { LazyConfirmDialog } from '../../../components/ui/lazy-confirm-dialog';
import { toastFailure } from '../../../lib/failure';
import { PATHS, pathTo } from '../../../lib/paths';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
import { toast } from '../../../lib/toast';
import { useCartStore } from '../../../stores/cart-store';
import { useFavourite, useToggleFavourite } from '../api/favourite-goods';
import { BuyButtons } from './buy-buttons';
import styles from './detail-action-bar.module.css';
import { Icon } from './icons';
import { StockAlertButton } from './stock-alert-button';

/**
 * The favourite button: a logged-in member sees the real state and toggles it; a visitor is asked to log in first
 * and comes back here after.
 */
function FavouriteButton({ goodsId, onNeedLogin }: { goodsId: string; onNeedLogin: () => void }) {
  const { t } = useTranslation();
  // Read on every render: logging in or out happens on other pages, and this one is rendered again on return.
  const loggedIn = Boolean(storage.get<string>(STORAGE_KEYS.token));
  const favourite = useFavourite(goodsId, loggedIn);
  const toggle = useToggleFavourite(goodsId);
  const [waiting, setWaiting] = useState(false);
  const isFavourite = loggedIn && favourite.data?.favourite === true;

  const onClick = async () => {
    if (!loggedIn) {
      onNeedLogin();
      return;
    }
    // One change at a time, so the answers cannot arrive out of order.
    if (waiting || toggle.isPending) return;
    let state = favourite.data;
    if (!state) {
      // A tap while the heart's state is on its way (just after the page hydrates) waits for it instead of being lost.
      setWaiting(true);
      const answer = await favourite.refetch({ cancelRefetch: false });
      setWaiting(false);
      if (!answer.data) {
        if (answer.error) toastFailure(answer.error, t('favourite.failed'));
        return;
      }
      state = answer.data;
    }
    const next = !state.favourite;
    toggle.mutate(next, {
      onSuccess: () => toast(t(next ? 'favourite.added' : 'favourite.removed'), 'success'),
      onError: (error) => toastFailure(error, t('favourite.failed')),
    });
  };

  return (
    <button
      type="button"
      className={`${styles.icon} ${styles.favourite}`}
      // Pressed or not once the state is known; a visitor's button only asks to log in.
      aria-pressed={loggedIn && favourite.data ? isFavourite : undefined}
      aria-busy={loggedIn && (favourite.isLoading || waiting)}
      onClick={onClick}
      data-testid="favourite"
    >
      <Icon name="heart" size={22} />
      {t('goods.favourite')}
    </button>
  );
}

/** The detail page's bottom bar: customer service, favourite, cart, and the two ways to buy (with the add-ons picked). */
export function DetailActionBar({
  goods,
  size,
  addOns,
  onAdded,
  earliestDays,
}: {
  goods: GoodsDetail;
  /** The size chosen on the page, which the buttons take without asking again. */
  size?: GoodsSku | undefined;
  addOns: readonly GoodsSummary[];
  onAdded: () => void;
  /** The earliest day the cooler can make each size with a recipe, shown in the spec sheet. */
  earliestDays?: ReadonlyMap<string | null, string | null> | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const cartCount = useCartStore((s) => cartGoodsCount(s.cartList));
  const unavailable = unavailableReason(goods);
  const [askingLogin, setAskingLogin] = useState(false);
  const closeLoginQuestion = useCallback(() => setAskingLogin(false), []);
  const askLogin = useCallback(() => setAskingLogin(true), []);

  const openChat = () => {
    // The chat shows the goods as a card, so it gets what the card needs.
    const info = JSON.stringify({ id: goods.id, name: goods.name, salePrice: goods.salePrice, cover: goods.cover });
    navigate(pathTo('chat', { user_id: DEFAULT_CUSTOMER_SERVICE_UID, info }));
  };

  const goLogin = () => {
    const uniIdRedirectUrl = location.pathname + location.search;
    navigate(pathTo('login', { uniIdRedirectUrl }));
  };

  return (
    <div className={styles.bar}>
      {unavailable && (
        <p className={styles.notice} role="status">
          {t(`goods.${unavailable}`)}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.icon} onClick={openChat}>
          <Icon name="service" size={22} />
          {t('goods.service')}
        </button>
        <FavouriteButton goodsId={goods.id} onNeedLogin={askLogin} />
        <Link to={PATHS.cart} className={styles.icon} data-testid="detail-cart">
          <Badge content={cartCount > 0 ? (cartCount > 99 ? '99+' : cartCount) : null}>
            <Icon name="cart" size={22} />
          </Badge>
          {t('goods.cart')}
        </Link>
        {unavailable === 'soldOut' ? (
          <StockAlertButton goodsId={goods.id} onNeedLogin={goLogin} />
        ) : (
          <BuyButtons
            goods={goods}
            size={size}
            addOns={addOns}
            disabled={unavailable !== null}
            onAdded={onAdded}
            onNeedLogin={goLogin}
            earliestDays={earliestDays}
          />
        )}
      </div>
      <LazyConfirmDialog
        visible={askingLogin}
        content={t('goods.loginToFavourite')}
        confirmText={t('goods.goLogin')}
        onConfirm={goLogin}
        onClose={closeLoginQuestion}
      />
    </div>
  );
}
