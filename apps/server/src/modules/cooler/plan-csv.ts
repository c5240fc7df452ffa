import type { DayPlan, PlanStem } from '@ffe/shared/contracts/cooler-plan';
import { formatCents } from '@ffe/shared/domain/money';

/** Excel opens UTF-8 as Chinese only after this mark. */
const BOM = '\uFEFF';

const UNIT_NAMES: Readonly<Record<PlanStem['unit'], string>> = { stem: '枝', bunch: '扎', sheet: '张', metre: '米' };
const KIND_NAMES: Readonly<Record<PlanStem['kind'], string>> = { flower: '花材', material: '辅材' };

/** The columns every file has; the price columns follow only for staff holding `cooler.costs`. */
export const PLAN_CSV_HEADERS = ['供应商', '花材', '类别', '单位', '需要', '可用', '缺口', '每扎', '扎数', '购入'];
export const PLAN_CSV_COST_HEADERS = ['每扎价格', '金额'];

/** RFC 4180 quoting; text that starts like a formula gets a leading `'` so a spreadsheet shows it instead of running it. */
function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/**
 * The day plan as a CSV file: BOM, the header, one row a stem (the short ones by supplier as the buying list has them,
 * then those the cooler covers), and with prices a 合计 row; CRLF line ends, money in yuan with 2 decimals.
 */
export function dayPlanCsv(plan: DayPlan): string {
  const stemsById = new Map(plan.stems.map((s) => [s.stemId, s]));
  const rows: string[][] = [];
  const stemFields = (stem: PlanStem) => [
    stem.name,
    KIND_NAMES[stem.kind],
    UNIT_NAMES[stem.unit],
    String(stem.needed),
    String(stem.available),
    String(stem.short),
    String(stem.bunchSize),
  ];
  for (const group of plan.buying) {
    for (const line of group.lines) {
      const stem = stemsById.get(line.stemId);
      if (!stem) continue;
      const row = [group.name ?? '无供应商', ...stemFields(stem), String(line.bunches), String(line.units)];
      if (plan.costsShown) {
        row.push(
          line.bunchPriceCents === null ? '' : formatCents(line.bunchPriceCents),
          line.costCents === null ? '' : formatCents(line.costCents),
        );
      }
      rows.push(row);
    }
  }
  for (const stem of plan.stems.filter((s) => s.short === 0)) {
    rows.push(['', ...stemFields(stem), '0', '0', ...(plan.costsShown ? ['', ''] : [])]);
  }
  const headers = plan.costsShown ? [...PLAN_CSV_HEADERS, ...PLAN_CSV_COST_HEADERS] : PLAN_CSV_HEADERS;
  if (plan.costsShown && plan.totalCents !== null) {
    rows.push(['合计', ...headers.slice(1, -1).map(() => ''), formatCents(plan.totalCents)]);
  }
  const text = [headers, ...rows].map((row) => row.map(csvField).join(','));
  return `${BOM}${text.join('\r\n')}\r\n`;
}
