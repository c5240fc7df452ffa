import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { linesByKind, type SoldLine } from './order-words';

/** An order's lines, the flowers first and the add-ons after under 「加购」: inline in a list, stacked on the sheet. */
export function OrderLines({ lines, stacked = false }: { lines: readonly SoldLine[]; stacked?: boolean }) {
  const { t } = useTranslation();
  const { flowers, addOns } = linesByKind(lines);
  if (!stacked) {
    return (
      <span>
        {flowers.join('，')}
        {addOns.length > 0 && (
          <>
            {' '}
            <Tag color="gold">{t('orders.addOns')}</Tag>
            {addOns.join('，')}
          </>
        )}
      </span>
    );
  }
  return (
    <>
      {flowers.map((text, i) => (
        // A goods may be bought in two sizes, so the text alone is not a key.
        // biome-ignore lint/suspicious/noArrayIndexKey: lines never reorder
        <div key={i}>{text}</div>
      ))}
      {addOns.length > 0 && (
        <div className="sheet-add-ons">
          {t('orders.addOns')}：{addOns.join('，')}
        </div>
      )}
    </>
  );
}
