import type { TFunction } from 'i18next';
import { formatYuan } from '../../../lib/format';

/** A key under audit.* when the locale has it; an older or unknown one shows as recorded. */
const wordOr = (t: TFunction, key: string, recorded: string) => t(key as never, { defaultValue: recorded }) as string;

/** What a record is, in the page's words (订单, 商品…), else its type as recorded. */
export const recordTypeWord = (t: TFunction, type: string) => wordOr(t, `audit.recordTypes.${type}`, type);

/** What a changed field is, in the page's words (状态, 库存…), else its name as recorded. */
export const fieldWord = (t: TFunction, field: string) => (field ? wordOr(t, `audit.fields.${field}`, field) : '');

/** The words of a field's recorded value: an order's or goods' state, a role, a yes/no, a price; else the value. */
export function valueWord(t: TFunction, field: string, value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  if (typeof value === 'boolean') return t(value ? 'audit.yes' : 'audit.no');
  if (typeof value === 'number' && /price|amount/i.test(field)) return formatYuan(value);
  if (typeof value !== 'string') return JSON.stringify(value);
  if (field === 'status' || field === 'state') {
    if (value === 'on_sale' || value === 'off_sale') return t(value === 'on_sale' ? 'goods.onSale' : 'goods.offSale');
    return wordOr(t, `orders.status.${value}`, value);
  }
  if (field === 'role') return wordOr(t, `role.${value}`, value);
  return value;
}
