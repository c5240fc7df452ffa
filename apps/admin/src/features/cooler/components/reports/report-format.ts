import { formatCents } from '@ffe/shared/domain/money';

/** Cents as the reports show them: ¥ and two decimals. */
export const yuan = (cents: number | null) =>
  cents === null ? '—' : `${cents < 0 ? '-' : ''}¥${formatCents(Math.abs(cents))}`;

/** A share in percent, or a dash when there was nothing to divide by. */
export const percent = (value: number | null) => (value === null ? '—' : `${value.toFixed(1)}%`);

/** A name in the page's language: the English one when there is one and the page is English. */
export const nameIn = (english: boolean, name: string | null, nameEn: string | null) =>
  (english && nameEn ? nameEn : name) ?? '';

/** A stem with what tells it apart from others of its name: 红玫瑰 · 卡罗拉 A. */
export const stemIn = (
  english: boolean,
  stem: { name: string; nameEn: string | null; variety: string; grade: string },
) => {
  const detail = [stem.variety, stem.grade].filter(Boolean).join(' ');
  return detail ? `${nameIn(english, stem.name, stem.nameEn)} · ${detail}` : nameIn(english, stem.name, stem.nameEn);
};
