import { DELIVERY_SETTINGS_LIMITS as LIMITS } from '@ffe/shared/constants';
import type { Rule } from 'antd/es/form';
import type { TFunction } from 'i18next';

/** The figures a field takes, in its own unit (yuan for money). */
export interface Bounds {
  min: number;
  max: number;
}

const yuan = (cents: number) => cents / 100;

/** Each figure's bounds, as the contract checks them on the server. */
export const BOUNDS = {
  capacity: { min: 0, max: LIMITS.CAPACITY_MAX },
  leadMinutes: { min: 0, max: LIMITS.LEAD_MINUTES_MAX },
  horizonDays: { min: LIMITS.HORIZON_DAYS_MIN, max: LIMITS.HORIZON_DAYS_MAX },
  fee: { min: 0, max: yuan(LIMITS.ZONE_FEE_MAX_CENTS) },
  freeFrom: { min: 0, max: yuan(LIMITS.FREE_FROM_MAX_CENTS) },
  minOrder: { min: 0, max: yuan(LIMITS.MIN_ORDER_MAX_CENTS) },
  surcharge: { min: yuan(LIMITS.SURCHARGE_MIN_CENTS), max: yuan(LIMITS.SURCHARGE_MAX_CENTS) },
} as const satisfies Record<string, Bounds>;

/** Refuses a figure outside its bounds in the words the server's refusal gets too; an empty one is `required`'s. */
export const boundsRule = (t: TFunction, { min, max }: Bounds): Rule => ({
  validator: (_rule, value: number | null | undefined) =>
    value === null || value === undefined || (value >= min && value <= max)
      ? Promise.resolve()
      : Promise.reject(new Error(t('common.outOfBounds', { min, max }))),
});
