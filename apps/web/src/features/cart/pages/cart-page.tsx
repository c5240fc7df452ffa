import type { GoodsSummary } from '@ffe/shared/contracts/catalogue';
import { type CartLine, cartTotalCents, isPurchasable, unavailableReason } from '@ffe/shared/domain/cart';
import { formatCents, formatYuan } from '@ffe/shared/domain/money';
import { Button, Checkbox, Stepper } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { PATHS, pathTo } from '../../../lib/paths';
import { useCartStore } from '../../../stores/cart-store';
import styles from './cart-page.module.css';

interface Row {
  line: CartLine;
  goods: GoodsSummary | undefined;
}

/** The lines the member is asked about removing; the question stays while the dialog closes. */
interface Removal {
  goodsIds: string[];
  question: string;
  asking: boolean;
}

/** The device-held cart: lines priced from the server, checked lines totalled, unavailable ones set apart. */
export default function CartPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { cartList, goodsList, status, setNumber, setChecked, remove, checkAll, uncheckAll, refresh } = useCartStore();
  const [editing, setEditing] = useState(false);
  const [removal, setRemoval] = useState<Removal>({ goodsIds: [], question: '', asking: false });
  const closeRemoval = useCallback(() => setRemoval((r) => ({ ...r, asking: false })), []);

  if (cartList.length === 0) {
    return (
      <EmptyState title={t('cart.empty')} description={t('cart.emptyHint')}>
        <Button color="primary" onClick={() => navigate(PATHS.home)}>
          {t('cart.goShopping')}
        </Button>
      </EmptyState>
    );
  }
  if (status === 'failed') return <PageError onRetry={() => void refresh()} />;
  if (status === 'loading') return <PageLoading />;

  const byId = new Map(goodsList.map((g) => [g.id, g]));
  const rows: Row[] = cartList.map((line) => ({ line, goods: byId.get(line.goodsId) }));
  const available = rows.filter((r) => isPurchasable(r.goods));
  const unavailable = rows.flatMap((row) => {
    const reason = unavailableReason(row.goods);
    return reason ? [{ ...row, reason }] : [];
  });
  const checkedAvailable = available.filter((r) => r.line.checked);
  const allChecked = available.length > 0 && checkedAvailable.length === available.length;
  const total = cartTotalCents(cartList, goodsList);
  const checkedCount = checkedAvailable.reduce((sum, r) => sum + r.line.number, 0);
  const checkedIds = rows.filter((r) => r.line.checked).map((r) => r.line.goodsId);

  const confirmRemove = (goodsIds: string[], question: string) => {
    if (goodsIds.length > 0) setRemoval({ goodsIds, question, asking: true });
  };

  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <button type="button" className={styles.textButton} onClick={() => setEditing((e) => !e)}>
          {editing ? t('cart.done') : t('cart.edit')}
        </button>
      </div>

      <ul className={styles.list} aria-label={t('title.cart')}>
        {available.map(({ line, goods }) =>
          goods ? (
            <li key={line.goodsId} className={styles.line} data-testid="cart-line">
              <Checkbox
                checked={line.checked}
                onChange={(checked) => setChecked(line.goodsId, checked)}
                aria-label={goods.name}
              />
              <Link to={pathTo('goodsDetail', { id: goods.id })} className={styles.cover}>
                <img src={goods.cover} alt={goods.name} width={90} height={90} loading="lazy" />
              </Link>
              <div className={styles.info}>
                <Link to={pathTo('goodsDetail', { id: goods.id })} className={styles.name}>
                  {goods.name}
                </Link>
                <div className={styles.meta}>{goods.flowerLanguage}</div>
                <div className={styles.bottom}>
                  <span className={styles.price}>¥{formatYuan(goods.salePrice)}</span>
                  <Stepper
                    min={1}
                    max={goods.stock}
                    value={line.number}
                    onChange={(value) => setNumber(line.goodsId, value)}
                    aria-label={t('cart.quantity')}
                    data-testid="cart-stepper"
                  />
                </div>
                {line.number >= goods.stock && (
                  <div className={styles.limit}>{t('cart.stockLimit', { count: goods.stock })}</div>
                )}
              </div>
              {editing && (
                <button
                  type="button"
                  className={styles.removeOne}
                  onClick={() => confirmRemove([line.goodsId], t('cart.removeOne'))}
                >
                  {t('cart.remove')}
                </button>
              )}
            </li>
          ) : null,
        )}
      </ul>

      {unavailable.length > 0 && (
        <section className={styles.unavailable} aria-label={t('cart.unavailable')}>
          <div className={styles.sectionHead}>
            <span>
              {t('cart.unavailable')} ({unavailable.length})
            </span>
            <button
              type="button"
              className={styles.textButton}
              onClick={() =>
                confirmRemove(
                  unavailable.map((r) => r.line.goodsId),
                  t('cart.removeConfirm', { count: unavailable.length }),
                )
              }
            >
              {t('cart.clearUnavailable')}
            </button>
          </div>
          <ul className={styles.list}>
            {unavailable.map(({ line, goods, reason }) => (
              <li
                key={line.goodsId}
                className={`${styles.line} ${styles.disabled}`}
                data-testid="cart-line-unavailable"
              >
                <span className={styles.badge}>{t(`cart.${reason}`)}</span>
                {goods && (
                  <img
                    src={goods.cover}
                    alt={goods.name}
                    width={90}
                    height={90}
                    loading="lazy"
                    className={styles.coverImage}
                  />
                )}
                <div className={styles.info}>
                  <div className={styles.name}>{goods?.name ?? line.goodsId}</div>
                  <div className={styles.meta}>×{line.number}</div>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      <div className={styles.summary}>
        <Checkbox checked={allChecked} onChange={(checked) => (checked ? checkAll() : uncheckAll())}>
          {t('cart.selectAll')}
        </Checkbox>
        {editing ? (
          <Button
            color="danger"
            fill="outline"
            shape="rounded"
            disabled={checkedIds.length === 0}
            onClick={() => confirmRemove(checkedIds, t('cart.removeConfirm', { count: checkedIds.length }))}
          >
            {t('cart.remove')}
          </Button>
        ) : (
          <>
            <div className={styles.total}>
              {t('cart.total')}
              <span className={styles.totalPrice} data-testid="cart-total">
                ¥{formatCents(total)}
              </span>
            </div>
            <Button
              color="primary"
              shape="rounded"
              disabled={checkedCount === 0}
              onClick={() => navigate(pathTo('orderConfirm', { from: 'cart' }))}
            >
              {t('cart.checkoutCount', { count: checkedCount })}
            </Button>
          </>
        )}
      </div>
      <ConfirmDialog
        visible={removal.asking}
        content={removal.question}
        confirmText={t('cart.remove')}
        onConfirm={() => remove(removal.goodsIds)}
        onClose={closeRemoval}
      />
    </div>
  );
}
