import { formatCents } from '@ffe/shared/domain/money';
import { Button, Checkbox } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { pathTo } from '../../../lib/paths';
import { cartActions } from '../../../stores/cart-actions';
import styles from '../pages/cart-page.module.css';

/** The bar above the tabs: select all, then the total and checkout, or while editing, removing the checked lines. */
export function CartSummaryBar({
  editing,
  allChecked,
  totalCents,
  checkedCount,
  blocked = false,
  removableCount,
  onRemove,
}: {
  editing: boolean;
  allChecked: boolean;
  totalCents: number;
  /** Pieces checked that can be bought. */
  checkedCount: number;
  /** Checkout would be refused (add-ons checked without flowers): the lines say why. */
  blocked?: boolean;
  /** Lines checked, bought or not, that removing would take away. */
  removableCount: number;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className={styles.summary}>
      <Checkbox
        checked={allChecked}
        onChange={(checked) => (checked ? cartActions.checkAll() : cartActions.uncheckAll())}
      >
        {t('cart.selectAll')}
      </Checkbox>
      {editing ? (
        <Button color="danger" fill="outline" shape="rounded" disabled={removableCount === 0} onClick={onRemove}>
          {t('cart.remove')}
        </Button>
      ) : (
        <>
          <div className={styles.total}>
            {t('cart.total')}
            <span className={styles.totalPrice} data-testid="cart-total">
              ¥{formatCents(totalCents)}
            </span>
          </div>
          <Button
            color="primary"
            shape="rounded"
            disabled={checkedCount === 0 || blocked}
            onClick={() => navigate(pathTo('orderConfirm', { from: 'cart' }))}
          >
            {t('cart.checkoutCount', { count: checkedCount })}
          </Button>
        </>
      )}
    </div>
  );
}
