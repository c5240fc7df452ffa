// No zod here: both apps word these without pulling the schema library into their bundles.

/**
 * What is wrong with one field of a refused request, as the server names it after the field (`price: TOO_BIG 100000`):
 * a stable code and, for a limit, its figure. Each page words it in its own language (issue 40).
 */
export const FIELD_PROBLEMS = [
  'REQUIRED',
  'TOO_SHORT',
  'TOO_LONG',
  'TOO_FEW',
  'TOO_MANY',
  'TOO_SMALL',
  'TOO_BIG',
  'OUT_OF_BOUNDS',
  'TOO_PRECISE',
  'LENGTH',
  'BAD_CHARACTERS',
  'DIGITS_ONLY',
  'INVALID',
  'UNKNOWN_FIELD',
  'DUPLICATE',
  'OVERLAPS',
  'NOT_FOUND',
  'NOT_ALLOWED',
  'BELOW_SALE_PRICE',
  'ABOVE_MIN_SPEND',
  'ABOVE_TOTAL',
  'BEFORE_START',
] as const;
export type FieldProblemCode = (typeof FIELD_PROBLEMS)[number];

export interface FieldProblem {
  code: FieldProblemCode;
  /** The limit a TOO_* names, or `min..max` of OUT_OF_BOUNDS and LENGTH. */
  limit?: string;
}

/** A problem as the server writes it after the field name. */
export const fieldProblem = (code: FieldProblemCode, limit?: number | string): string =>
  limit === undefined ? code : `${code} ${limit}`;

/** A figure outside the bounds a field takes (`OUT_OF_BOUNDS 0..999`). */
export const outOfBounds = (min: number, max: number) => fieldProblem('OUT_OF_BOUNDS', `${min}..${max}`);

/** The problem a field's part of a server message names; undefined for a text that is not one (an older sentence). */
export function parseFieldProblem(text: string): FieldProblem | undefined {
  const match = /^([A-Z][A-Z_]*)(?: (\S+))?$/.exec(text.trim());
  const code = match?.[1] as FieldProblemCode | undefined;
  if (!match || !code || !FIELD_PROBLEMS.includes(code)) return undefined;
  return match[2] === undefined ? { code } : { code, limit: match[2] };
}
