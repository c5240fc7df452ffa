import type { GoodsSummary } from '@ffe/shared/contracts/catalogue';
import { useTranslation } from 'react-i18next';
import { AddOnPicks } from '../../../components/goods/add-on-picks';
import type { OrderLineInput } from '../utils/order-lines';
import sectionStyles from './checkout.module.css';

/**
 * The add-ons the order's flowers offer, as picks that are extra lines of the quote and of the order; an add-on
 * already among the lines (put in the cart from the detail page) shows picked with its quantity.
 */
export function AddOnRow({
  addOns,
  lines,
  onChange,
}: {
  addOns: readonly GoodsSummary[];
  lines: readonly OrderLineInput[];
  onChange: (lines: OrderLineInput[]) => void;
}) {
  const { t } = useTranslation();
  if (addOns.length === 0) return null;
  const picked = Object.fromEntries(lines.map((line) => [line.goodsId, line.quantity]));
  const toggle = (addOn: GoodsSummary) =>
    onChange(
      lines.some((line) => line.goodsId === addOn.id)
        ? lines.filter((line) => line.goodsId !== addOn.id)
        : [...lines, { goodsId: addOn.id, quantity: 1 }],
    );
  return (
    <div className={sectionStyles.section}>
      <AddOnPicks
        title={t('checkout.addOns')}
        hint={t('checkout.addOnsHint')}
        addOns={addOns}
        picked={picked}
        soldOutText={t('checkout.addOnSoldOut')}
        onToggle={toggle}
      />
    </div>
  );
}
