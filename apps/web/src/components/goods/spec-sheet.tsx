import type { GoodsSku } from '@ffe/shared/contracts/catalogue';
import { formatYuan } from '@ffe/shared/domain/money';
import { Popup } from 'antd-mobile';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCloseOnEscape } from '../../lib/use-close-on-escape';
import { LineIcon } from '../ui/line-icon';
import { QuantityStepper } from '../ui/quantity-stepper';
import styles from './spec-sheet.module.css';

/** What the sheet shows of the goods before an option is chosen. */
export interface SheetGoods {
  name: string;
  cover: string;
  salePrice: number;
  marketPrice: number;
  stock: number;
}

export interface SpecSheetProps {
  goods: SheetGoods;
  /** The dimension (枝数); unknown where the goods came from a search by ids. */
  specName?: string | undefined;
  options: readonly GoodsSku[];
  initialSkuId?: string | undefined;
  initialNumber?: number;
  confirmText: string;
  onConfirm: (sku: GoodsSku, number: number) => void;
  onClose: () => void;
  /**
   * What the sheet offers for a chosen sold-out option in its button's place (the goods page's 到货通知); without it a
   * sold-out option cannot be chosen.
   */
  soldOutAction?: ((option: GoodsSku) => ReactNode) | undefined;
  /** A line under the chosen option (the goods page's earliest delivery day of a size made from the cooler). */
  optionNote?: ((option: GoodsSku) => ReactNode) | undefined;
}

/** A live option of stock is chosen from the start when it is the only one that can be bought. */
function firstChoice(options: readonly GoodsSku[], wanted: string | undefined): GoodsSku | undefined {
  const found = options.find((o) => o.id === wanted && o.stock > 0);
  if (found) return found;
  const buyable = options.filter((o) => o.stock > 0);
  return buyable.length === 1 ? buyable[0] : undefined;
}

/** The sheet's body; mounted while the sheet is open, so every opening starts from the given option. */
function SheetBody({
  goods,
  specName,
  options,
  initialSkuId,
  initialNumber = 1,
  confirmText,
  onConfirm,
  onClose,
  soldOutAction,
  optionNote,
}: SpecSheetProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [chosen, setChosen] = useState(() => firstChoice(options, initialSkuId));
  const [number, setNumber] = useState(initialNumber);
  const price = chosen?.salePrice ?? goods.salePrice;
  const market = chosen?.marketPrice ?? goods.marketPrice;
  const stock = chosen?.stock ?? goods.stock;
  const count = Math.max(1, Math.min(number, stock));
  const prompt = specName ? t('specs.chooseHint', { spec: specName }) : t('specs.choose');
  const soldOut = chosen !== undefined && chosen.stock <= 0;

  return (
    <div role="dialog" aria-modal="true" aria-labelledby={titleId} className={styles.sheet} data-testid="spec-sheet">
      <div className={styles.head}>
        <img className={styles.picture} src={chosen?.picture ?? goods.cover} alt={goods.name} width={96} height={96} />
        <div className={styles.summary}>
          <span className={styles.price} data-testid="sheet-price">
            {chosen
              ? t('goods.price', { price: formatYuan(price) })
              : t('goods.priceFrom', { price: formatYuan(price) })}
          </span>
          {market > price && <del className={styles.market}>{t('goods.price', { price: formatYuan(market) })}</del>}
          <span className={styles.meta}>{t('specs.stock', { count: stock })}</span>
          <h2 id={titleId} className={styles.meta}>
            {chosen ? t('specs.chosen', { name: chosen.name }) : prompt}
          </h2>
        </div>
        <button type="button" className={styles.close} onClick={onClose} aria-label={t('specs.close')}>
          <LineIcon d="M6 6l12 12M18 6L6 18" size={20} />
        </button>
      </div>
      <div className={styles.body}>
        <p className={styles.label}>{specName ?? t('specs.option')}</p>
        <div className={styles.chips}>
          {options.map((option) => (
            <button
              key={option.id}
              type="button"
              className={`${styles.chip} ${option.stock <= 0 ? styles.chipSoldOut : ''}`}
              aria-pressed={option.id === chosen?.id}
              disabled={option.stock <= 0 && !soldOutAction}
              onClick={() => setChosen(option)}
            >
              {option.name}
              {option.stock <= 0 && <span className={styles.chipNote}>{t('specs.soldOut')}</span>}
            </button>
          ))}
        </div>
        {chosen && optionNote?.(chosen)}
        <div className={styles.quantity}>
          <span className={styles.label}>{t('specs.quantity')}</span>
          <QuantityStepper
            label={t('specs.quantity')}
            min={1}
            max={Math.max(1, stock)}
            value={count}
            onChange={setNumber}
          />
        </div>
      </div>
      {soldOut && soldOutAction ? (
        <div className={styles.action}>{soldOutAction(chosen)}</div>
      ) : (
        <button
          type="button"
          className={styles.confirm}
          disabled={!chosen}
          onClick={() => chosen && onConfirm(chosen, count)}
          data-testid="sheet-confirm"
        >
          {chosen ? confirmText : prompt}
        </button>
      )}
    </div>
  );
}

/**
 * The spec picker: option chips (sold-out ones disabled), the chosen option's price, market price, stock and
 * picture, a quantity, and a button that does what opened the sheet.
 */
export function SpecSheet({ visible, ...props }: SpecSheetProps & { visible: boolean }) {
  useCloseOnEscape(visible, props.onClose);
  return (
    <Popup
      visible={visible}
      onMaskClick={props.onClose}
      onClose={props.onClose}
      bodyClassName={styles.popup}
      destroyOnClose
    >
      {visible && <SheetBody {...props} />}
    </Popup>
  );
}
