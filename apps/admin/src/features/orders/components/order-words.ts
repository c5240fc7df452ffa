import type { Recipient } from '@ffe/shared/contracts/order';

/** What a sold line says about itself, whichever list or sheet shows it. */
export interface SoldLine {
  name: string;
  skuName: string | null;
  addOn: boolean;
  quantity: number;
}

/** A line as florists read it: 「name · 33枝」 when it was bought in an option. */
export const lineName = (line: Pick<SoldLine, 'name' | 'skuName'>) =>
  line.skuName === null ? line.name : `${line.name} · ${line.skuName}`;

/** A line with how many: 「name · 33枝 ×2」. */
export const lineText = (line: SoldLine) => `${lineName(line)} ×${line.quantity}`;

/** An order's lines as text, the flowers apart from the add-ons the florist adds under 「加购」. */
export function linesByKind(lines: readonly SoldLine[]) {
  return {
    flowers: lines.filter((l) => !l.addOn).map(lineText),
    addOns: lines.filter((l) => l.addOn).map(lineText),
  };
}

/** Where the courier goes, in the order the address form asks for it. */
export const recipientAddress = (r: Pick<Recipient, 'province' | 'city' | 'district' | 'detail'>) =>
  `${r.province} ${r.city} ${r.district} ${r.detail}`;
