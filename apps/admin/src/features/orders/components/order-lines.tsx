import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

interface SoldLine {
  name: string;
  skuName: string | null;
  addOn: boolean;
  quantity: number;
}

/** A line as florists read it: 「name · 33枝」 when it was bought in an option. */
export const lineName = (line: Pick<SoldLine, 'name' | 'skuName'>) =>
  line.skuName === null ? line.name : `${line.name} · ${line.skuName}`;

/** An order's lines, the flowers first and the add-ons after under 「加购」: inline in a list, stacked on the sheet. */
export function OrderLines({ lines, stacked = false }: { lines: readonly SoldLine[]; stacked?: boolean }) {
  const { t } = useTranslation();
  const flowers = lines.filter((l) => !l.addOn).map((l) => `${lineName(l)} ×${l.quantity}`);
  const addOns = lines.filter((l) => l.addOn).map((l) => `${lineName(l)} ×${l.quantity}`);
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
