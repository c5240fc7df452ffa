import type { OrderLine } from '@ffe/shared/contracts/order';
import { Checkbox } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import styles from './after-sale-lines.module.css';

/** The order's lines to choose for an after-sale (which size, which add-on); the amount follows the choice. */
export function AfterSaleLines({
  lines,
  chosen,
  onChange,
}: {
  lines: readonly OrderLine[];
  chosen: readonly string[];
  onChange: (ids: string[]) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className={styles.lines}>
      <legend className={styles.legend}>{t('afterSale.lines')}</legend>
      <p className={styles.hint}>{t('afterSale.linesHint')}</p>
      {lines.map((line) => (
        <Checkbox
          key={line.id}
          className={styles.line}
          checked={chosen.includes(line.id)}
          onChange={(on) => onChange(on ? [...chosen, line.id] : chosen.filter((id) => id !== line.id))}
          data-testid="after-sale-line"
        >
          <span className={styles.text}>
            {line.addOn && <span className={styles.tag}>{t('order.addOns')}</span>}
            {line.name}
            {line.skuName && <span className={styles.option}>{t('order.option', { name: line.skuName })}</span>}
            <span className={styles.quantity}>{t('order.quantity', { count: line.quantity })}</span>
          </span>
        </Checkbox>
      ))}
    </fieldset>
  );
}

/** A line an after-sale names, as one text: 「name · 33枝 ×1」. */
export const afterSaleLineText = (line: { name: string; skuName: string | null; quantity: number }) =>
  `${line.skuName ? `${line.name} · ${line.skuName}` : line.name} ×${line.quantity}`;
