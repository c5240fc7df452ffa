import { type FieldProblemCode, fieldProblem, parseFieldProblem } from '@ffe/shared/field-problems';
import { invalidParam } from './errors';

/** What a zod issue carries that says what is wrong (its path aside). */
interface Issue {
  code: string;
  message: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  divisor?: number;
}

const HAN = /[\u4e00-\u9fff]/;

const SIZE: Record<string, [tooSmall: FieldProblemCode, tooBig: FieldProblemCode]> = {
  string: ['TOO_SHORT', 'TOO_LONG'],
  array: ['TOO_FEW', 'TOO_MANY'],
  set: ['TOO_FEW', 'TOO_MANY'],
};

/**
 * A zod issue as the field's stable problem (`TOO_BIG 100000`), never zod's English. An issue whose message is
 * already a problem keeps it; any other sentence (a rule's own) is INVALID, its field still named.
 */
export function problemOf(issue: Issue): string {
  // A contract that states its own problem (`min(0, outOfBounds(0, 999))`), or the product's own Chinese text
  // (PRODUCT.md#uploads) (fileList必须是非空的数组), is taken at its word.
  if (parseFieldProblem(issue.message) || HAN.test(issue.message)) return issue.message;
  const [tooSmall, tooBig] = SIZE[issue.origin ?? ''] ?? ['TOO_SMALL', 'TOO_BIG'];
  switch (issue.code) {
    case 'invalid_type':
      return fieldProblem(/received undefined$/.test(issue.message) ? 'REQUIRED' : 'INVALID');
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return fieldProblem('REQUIRED');
      return fieldProblem(tooSmall, Number(issue.minimum));
    case 'too_big':
      return fieldProblem(tooBig, Number(issue.maximum));
    case 'not_multiple_of':
      return fieldProblem('TOO_PRECISE', issue.divisor);
    case 'unrecognized_keys':
      return fieldProblem('UNKNOWN_FIELD');
    default:
      return fieldProblem('INVALID');
  }
}

/** A schema's refusal as the house's 400: every field named with its problem. */
export function refusal(issues: readonly (Issue & { path: readonly PropertyKey[] })[], whole = 'body') {
  return invalidParam(issues.map((i) => `${i.path.map(String).join('.') || whole}: ${problemOf(i)}`).join('; '));
}
