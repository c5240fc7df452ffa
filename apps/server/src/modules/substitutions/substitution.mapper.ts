import type {
  MemberSubstitution,
  Substitution,
  SubstitutionLine,
  SubstitutionSettings,
  SubstitutionStem,
} from '@ffe/shared/contracts/cooler-substitutions';
import type { SettingsRow, SubstitutionRow } from './substitution.repository';

interface StemNaming {
  id: string;
  name: string;
  name_en: string | null;
  variety: string;
  grade: string;
  value: number;
}

/** A stem row as a proposal names it: with its variety and grade, since a substitute is often the same flower's. */
export function toStem(row: StemNaming): SubstitutionStem {
  const kind = [row.variety, row.grade].filter(Boolean).join(' ');
  const named = (name: string) => (kind ? `${name} · ${kind}` : name);
  return {
    id: row.id,
    name: named(row.name),
    nameEn: row.name_en === null ? null : named(row.name_en),
    valueCents: row.value,
  };
}

/** The stored lines (JSON), as the proposal was sent. */
export const linesOf = (row: Pick<SubstitutionRow, 'lines'>): SubstitutionLine[] =>
  JSON.parse(row.lines) as SubstitutionLine[];

export const toSubstitution = (row: SubstitutionRow & { order_no: string; delivery_date: string }): Substitution => ({
  id: row.id,
  orderId: row.order_id,
  orderNo: row.order_no,
  deliveryDate: row.delivery_date,
  status: row.status,
  outcome: row.outcome,
  lines: linesOf(row),
  deadline: Number(row.deadline),
  createdAt: Number(row.created_at),
  decidedAt: row.decided_at === null ? null : Number(row.decided_at),
});

export const toMemberSubstitution = (row: SubstitutionRow & { delivery_date: string }): MemberSubstitution => ({
  id: row.id,
  orderId: row.order_id,
  status: row.status,
  outcome: row.outcome,
  deadline: Number(row.deadline),
  deliveryDate: row.delivery_date,
});

export const toSettings = (row: SettingsRow): SubstitutionSettings => ({
  policy: row.substitution_policy,
  answerHours: row.answer_hours,
  version: row.version,
});

/** `红玫瑰 ×3、白玫瑰 ×2`: the stems a timeline step names, from or to. */
export const stemsText = (lines: readonly SubstitutionLine[], side: 'stem' | 'substitute') =>
  lines.map((l) => `${l[side].name} ×${l.units}`).join('、');
