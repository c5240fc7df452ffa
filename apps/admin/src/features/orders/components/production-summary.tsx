import type { ProductionItem } from '@ffe/shared/contracts/admin-orders';
import { useTranslation } from 'react-i18next';

/** What to make: each goods in each size, then each add-on, with how many; a tick box each for the workroom. */
export function ProductionSummary({ title, items }: { title: string; items: readonly ProductionItem[] }) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <table className="sheet-table sheet-production">
      <caption>{title}</caption>
      <thead>
        <tr>
          <th className="sheet-tick-cell">{t('orders.sheet.done')}</th>
          <th>{t('orders.lines')}</th>
          <th>{t('orders.sheet.size')}</th>
          <th className="sheet-quantity">{t('orders.sheet.quantity')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => (
          <tr key={`${item.addOn}-${item.name}-${item.skuName ?? ''}`}>
            <td className="sheet-tick-cell">
              <span className="sheet-tick" />
            </td>
            <td>
              {item.addOn && <span className="sheet-add-on">{t('orders.addOns')} </span>}
              {item.name}
            </td>
            <td>{item.skuName ?? ''}</td>
            <td className="sheet-quantity">{item.quantity}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
