import { cartLineStatus, cartTotalCents, lineOffer, onlyAddOnsChecked } from '@ffe/shared/domain/cart';
import { type CartLineRef, cartLineKey } from '@ffe/shared/domain/cart-lines';
import { Button } from 'antd-mobile';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DeliveryPromise } from '../../../components/goods/delivery-promise';
import { RecommendedGoods } from '../../../components/goods/recommended-goods';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { PATHS } from '../../../lib/paths';
import { cartActions } from '../../../stores/cart-actions';
import { useCartStore } from '../../../stores/cart-store';
import { CartLineItem } from '../components/cart-line-item';
import { CartOptionSheet, type OptionToChoose } from '../components/cart-option-sheet';
import { CartSummaryBar } from '../components/cart-summary-bar';
import { UnavailableLines, type UnavailableRow } from '../components/unavailable-lines';
import styles from './cart-page.module.css';

/** The lines the member is asked about removing; the question stays while the dialog closes. */
interface Removal {
  lines: CartLineRef[];
  question: string;
  asking: boolean;
}

/** The device-held cart: lines priced from the server, checked lines totalled, unavailable ones set apart. */
export default function CartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { cartList, goodsList, status, refresh } = useCartStore();
  // An old line waiting for its option may be stored checked; it is left out until its option is chosen.
  useEffect(() => {
    if (status === 'ready') cartActions.uncheckWaiting();
  }, [status]);
  const [editing, setEditing] = useState(false);
  const [removal, setRemoval] = useState<Removal>({ lines: [], question: '', asking: false });
  const [choosing, setChoosing] = useState<OptionToChoose | null>(null);
  const closeRemoval = useCallback(() => setRemoval((r) => ({ ...r, asking: false })), []);

  if (cartList.length === 0) {
    return (
      <>
        <EmptyState title={t('cart.empty')} description={t('cart.emptyHint')}>
          <Button color="primary" onClick={() => navigate(PATHS.home)}>
            {t('cart.goShopping')}
          </Button>
        </EmptyState>
        <RecommendedGoods />
      </>
    );
  }
  if (status === 'failed') return <PageError onRetry={() => void refresh()} />;
  if (status === 'loading') return <PageLoading />;

  const byId = new Map(goodsList.map((g) => [g.id, g]));
  const rows = cartList.map((line) => {
    const goods = byId.get(line.goodsId);
    return { line, goods, status: cartLineStatus(line, goods) };
  });
  // A line waiting for its option stays among the goods, with a button to choose it.
  const listed = rows.flatMap(({ line, goods, status }) =>
    goods && (status === 'ok' || status === 'chooseOption') ? [{ line, goods }] : [],
  );
  const unavailable: UnavailableRow[] = rows.flatMap(({ line, goods, status }) =>
    status === 'offSale' || status === 'soldOut' ? [{ line, goods, reason: status }] : [],
  );
  const buyable = listed.filter(({ line, goods }) => lineOffer(line, goods) !== undefined);
  const checkedBuyable = buyable.filter((r) => r.line.checked);
  const allChecked = buyable.length > 0 && checkedBuyable.length === buyable.length;
  const total = cartTotalCents(cartList, goodsList);
  const checkedCount = checkedBuyable.reduce((sum, r) => sum + r.line.number, 0);
  const checkedLines = rows.filter((r) => r.line.checked).map((r) => r.line);
  // Checkout refuses add-ons without flowers, so the cart says so first and does not offer it.
  const addOnsAlone = onlyAddOnsChecked(cartList, goodsList);

  const confirmRemove = (lines: CartLineRef[], question: string) => {
    if (lines.length > 0) setRemoval({ lines, question, asking: true });
  };

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <div className={styles.promise}>
          <DeliveryPromise />
        </div>
        <button type="button" className={styles.textButton} onClick={() => setEditing((e) => !e)}>
          {editing ? t('cart.done') : t('cart.edit')}
        </button>
      </div>

      <ul className={styles.list} aria-label={t('title.cart')}>
        {listed.map(({ line, goods }) => (
          <CartLineItem
            key={cartLineKey(line)}
            line={line}
            goods={goods}
            editing={editing}
            addOnAlone={addOnsAlone && goods.addOn === true && line.checked}
            onChooseOption={() => setChoosing({ line, goods })}
            onRemove={() => confirmRemove([line], t('cart.removeOne'))}
          />
        ))}
      </ul>

      <UnavailableLines
        rows={unavailable}
        onClear={() =>
          confirmRemove(
            unavailable.map((r) => r.line),
            t('cart.removeConfirm', { count: unavailable.length }),
          )
        }
      />

      <CartSummaryBar
        editing={editing}
        allChecked={allChecked}
        totalCents={total}
        checkedCount={checkedCount}
        blocked={addOnsAlone}
        removableCount={checkedLines.length}
        onRemove={() => confirmRemove(checkedLines, t('cart.removeConfirm', { count: checkedLines.length }))}
      />
      <CartOptionSheet choosing={choosing} onClose={() => setChoosing(null)} />
      <ConfirmDialog
        visible={removal.asking}
        content={removal.question}
        confirmText={t('cart.remove')}
        onConfirm={() => cartActions.remove(removal.lines)}
        onClose={closeRemoval}
      />
    </div>
  );
}
