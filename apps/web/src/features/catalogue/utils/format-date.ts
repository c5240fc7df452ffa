/** A day as 2026-05-20 in local time: the same in both languages and short enough for a comment row. */
export function formatDay(epochMs: number): string {
  const date = new Date(epochMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
