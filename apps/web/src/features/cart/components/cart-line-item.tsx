import type { SearchedGoods } from '@ffe/shared/contracts/catalogue';
import { lineOffer, skuOf } from '@ffe/shared/domain/cart';
import type { CartLine } from '@ffe/shared/domain/cart-lines';
import { formatYuan } from '@ffe/shared/domain/money';
import { Checkbox } from 'antd-mobile';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QuantityStepper } from '../../../components/ui/quantity-stepper';
import { pathTo } from '../../../lib/paths';
import { cartActions } from '../../../stores/cart-actions';
import styles from '../pages/cart-page.module.css';

/**
 * A line that can be bought (its option's name, price, picture and stock), or one waiting for its option: not
 * checkable, no price, and a button that opens the spec sheet.
 */
export function CartLineItem({
  line,
  goods,
  editing,
  addOnAlone = false,
  onChooseOption,
  onRemove,
}: {
  line: CartLine;
  goods: SearchedGoods;
  editing: boolean;
  /** An add-on checked without flowers: the line says it is sold only with them. */
  addOnAlone?: boolean;
  onChooseOption: () => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const { setNumber, setChecked } = cartActions;
  const sku = skuOf(goods, line.skuId);
  const offer = lineOffer(line, goods);
  const detail = pathTo('goodsDetail', { id: goods.id });

  return (
    <li className={styles.line} data-testid="cart-line">
      <Checkbox
        checked={offer !== undefined && line.checked}
        disabled={offer === undefined}
        onChange={(checked) => setChecked(line, checked)}
        aria-label={sku ? `${goods.name} ${sku.name}` : goods.name}
      />
      <Link to={detail} className={styles.cover}>
        <img src={sku?.picture ?? goods.cover} alt={goods.name} width={90} height={90} loading="lazy" />
      </Link>
      <div className={styles.info}>
        <Link to={detail} className={styles.name}>
          {goods.name}
        </Link>
        {sku ? (
          <div className={styles.option} data-testid="cart-line-option">
            {sku.name}
          </div>
        ) : (
          offer === undefined && (
            <button type="button" className={styles.chooseOption} onClick={onChooseOption}>
              {t('specs.choose')}
            </button>
          )
        )}
        {!sku && offer && <div className={styles.meta}>{goods.flowerLanguage}</div>}
        {offer && (
          <div className={styles.bottom}>
            <span className={styles.price}>¥{formatYuan(offer.salePrice)}</span>
            <QuantityStepper
              label={t('cart.quantity')}
              min={1}
              max={offer.stock}
              value={line.number}
              onChange={(value) => setNumber(line, value)}
              data-testid="cart-stepper"
            />
          </div>
        )}
        {offer && line.number >= offer.stock && (
          <div className={styles.limit}>{t('cart.stockLimit', { count: offer.stock })}</div>
        )}
        {addOnAlone && (
          <div className={styles.limit} data-testid="cart-line-add-on-alone">
            {t('cart.addOnAlone')}
          </div>
        )}
      </div>
      {editing && (
        <button type="button" className={styles.removeOne} onClick={onRemove}>
          {t('cart.remove')}
        </button>
      )}
    </li>
  );
}
