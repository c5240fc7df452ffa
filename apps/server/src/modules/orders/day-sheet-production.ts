import type { AdminOrderRowLine, ProductionItem } from '@ffe/shared/contracts/admin-orders';

/**
 * What the workroom makes for a set of orders (issue 40): the quantities of each goods in each size, then of each
 * add-on, added up; goods before add-ons, each group by name then size, so the sheet reads the same every print.
 */
export function productionOf(lines: Iterable<AdminOrderRowLine>): ProductionItem[] {
  const items = new Map<string, ProductionItem>();
  for (const line of lines) {
    const key = JSON.stringify([line.addOn, line.name, line.skuName]);
    const item = items.get(key);
    if (item) item.quantity += line.quantity;
    else items.set(key, { name: line.name, skuName: line.skuName, addOn: line.addOn, quantity: line.quantity });
  }
  return [...items.values()].sort(
    (a, b) =>
      Number(a.addOn) - Number(b.addOn) ||
      a.name.localeCompare(b.name, 'zh-CN') ||
      (a.skuName ?? '').localeCompare(b.skuName ?? '', 'zh-CN'),
  );
}
