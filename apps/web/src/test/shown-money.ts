import { toCents } from '@ffe/shared/domain/money';

/** A money row as the page shows it: its label and its amount read back from the text, in cents. */
export interface ShownMoney {
  label: string;
  cents: number;
}

/** The free-delivery words a row may show in place of ¥0.00. */
const FREE = ['免运费', 'Free delivery'];

/** Reads `¥12.30`, `-¥20.00` or the free-delivery words back into cents; anything else fails the test. */
function centsOf(text: string): number {
  if (FREE.includes(text)) return 0;
  const match = /^(-?)¥([\d,]+\.\d{2})$/.exec(text);
  if (!match) throw new Error(`not an amount: ${text}`);
  const cents = toCents(Number((match[2] ?? '').replaceAll(',', '')));
  return match[1] ? -cents : cents;
}

/** Every label–amount row of a `<dl>`, in the order shown. */
export function shownMoney(list: HTMLElement): ShownMoney[] {
  return [...list.querySelectorAll('dt')].map((dt) => ({
    label: dt.textContent ?? '',
    cents: centsOf(dt.nextElementSibling?.textContent ?? ''),
  }));
}

/** What the shown rows add up to, leaving out the rows named (the total itself, what was refunded). */
export const addedUp = (rows: readonly ShownMoney[], except: readonly string[] = []) =>
  rows.filter((row) => !except.includes(row.label)).reduce((sum, row) => sum + row.cents, 0);
