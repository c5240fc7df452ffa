import { GOODS_EDITOR_LIMITS as L } from '@ffe/shared/constants';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/** A money box: no min or max of its own, so a typed −10 stays to be refused at the field, never clamped to 0. */
export const moneyInput = { precision: 2, step: 1 } as const;
/** A stock box, likewise unclamped. */
export const stockInput = { precision: 0 } as const;

/** The server's bounds of a price (contracts/admin-goods), worded at the field in the page's language. */
export const priceRules = (t: TFunction): Rule[] => [
  { required: true, message: t('goods.required') },
  {
    type: 'number',
    min: 0,
    max: L.PRICE_MAX_YUAN,
    message: t('common.outOfBounds', { min: 0, max: L.PRICE_MAX_YUAN }),
  },
];

export const stockRules = (t: TFunction): Rule[] => [
  { required: true, message: t('goods.required') },
  { type: 'number', min: 0, max: L.STOCK_MAX, message: t('common.outOfBounds', { min: 0, max: L.STOCK_MAX }) },
];

/** The market price beside the sale price at `salePath`: never below it. */
export const marketPriceRules = (t: TFunction, salePath: (string | number)[]): Rule[] => [
  ...priceRules(t),
  ({ getFieldValue }) => ({
    validator: (_, market?: number) => {
      const sale = getFieldValue(salePath) as number | undefined;
      return market === undefined || sale === undefined || market >= sale
        ? Promise.resolve()
        : Promise.reject(new Error(t('goods.marketBelowSale')));
    },
  }),
];
