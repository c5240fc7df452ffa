import type { GoodsDetail, GoodsSku, GoodsSummary } from '@ffe/shared/contracts/catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EarliestDay } from '../../../components/goods/earliest-day';
import { LazySpecSheet } from '../../../components/goods/lazy-spec-sheet';
import { pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { cartActions } from '../../../stores/cart-actions';
import styles from './detail-action-bar.module.css';
import { StockAlertButton } from './stock-alert-button';

type Action = 'cart' | 'buy';

/**
 * 加入购物车 and 立即购买: a goods with specifications asks for its option (and a quantity) in the sheet first, and the
 * sheet's button does what opened it; a sold-out size chosen there offers 到货通知 for that size instead. The add-ons
 * picked go along: into the cart as their own lines, or to confirmation in the query. A size chosen on the page is
 * taken at once, one of it.
 */
export function BuyButtons({
  goods,
  size,
  addOns,
  disabled,
  onAdded,
  onNeedLogin,
  earliestDays,
}: {
  goods: GoodsDetail;
  size?: GoodsSku | undefined;
  addOns: readonly GoodsSummary[];
  disabled: boolean;
  /** The add-ons went into the cart with the flowers; picking them again would add them twice. */
  onAdded: () => void;
  /** A visitor asking for 到货通知 logs in first. */
  onNeedLogin: () => void;
  /** The earliest day the cooler can make each size with a recipe (none listed: no recipe). */
  earliestDays?: ReadonlyMap<string | null, string | null> | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [opened, setOpened] = useState<Action | null>(null);
  const specs = goods.specs;

  const addToCart = (sku: GoodsSku | undefined, count: number) => {
    const cart = cartActions;
    const known = { ...goods, skus: specs?.options };
    if (!cart.add(known, sku?.id, count)) {
      toast(t('cart.stockLimit', { count: sku?.stock ?? goods.stock }));
      return;
    }
    // An add-on short of stock stays out; the flowers are in.
    for (const addOn of addOns) cart.add(addOn);
    onAdded();
    setOpened(null);
    toast(t('cart.added'), 'success');
  };

  const buyNow = (sku: GoodsSku | undefined, count: number) => {
    setOpened(null);
    const picked = addOns.map((addOn) => addOn.id).join(',');
    navigate(
      pathTo('orderConfirm', { goodsId: goods.id, skuId: sku?.id, quantity: count, addOns: picked || undefined }),
    );
  };

  const act = (action: Action) => {
    if (specs && size) {
      if (action === 'cart') addToCart(size, 1);
      else buyNow(size, 1);
    } else if (specs) setOpened(action);
    else if (action === 'cart') addToCart(undefined, 1);
    else buyNow(undefined, 1);
  };

  return (
    <div className={styles.buttons}>
      <button
        type="button"
        className={styles.button}
        data-testid="add-to-cart"
        disabled={disabled}
        onClick={() => act('cart')}
      >
        {t('goods.addToCart')}
      </button>
      <button type="button" className={styles.button} disabled={disabled} onClick={() => act('buy')}>
        {t('goods.buyNow')}
      </button>
      {specs && (
        <LazySpecSheet
          visible={opened !== null}
          goods={goods}
          specName={specs.name}
          options={specs.options}
          confirmText={opened === 'buy' ? t('goods.buyNow') : t('goods.addToCart')}
          onConfirm={(sku, count) => (opened === 'buy' ? buyNow(sku, count) : addToCart(sku, count))}
          onClose={() => setOpened(null)}
          optionNote={(option) => <EarliestDay earliest={earliestDays?.get(option.id)} />}
          soldOutAction={(option) => (
            <StockAlertButton goodsId={goods.id} skuId={option.id} onNeedLogin={onNeedLogin} />
          )}
        />
      )}
    </div>
  );
}
