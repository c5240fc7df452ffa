import { fieldProblem } from '@ffe/shared/field-problems';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { problemOf, refusal } from './field-problems';

const problemsOf = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('expected a refusal');
  return parsed.error.issues.map((i) => `${i.path.join('.')}: ${problemOf(i)}`);
};

describe('a refused field', () => {
  const goods = z.strictObject({
    name: z.string().trim().min(1).max(60),
    tags: z.array(z.string()).min(1).max(2),
    stock: z.number().int().min(0).max(1_000_000),
    price: z.number().multipleOf(0.01),
    status: z.enum(['on_sale', 'off_sale']),
    note: z.string().min(3).optional(),
  });
  const valid = { name: '玫瑰', tags: ['爱情'], stock: 1, price: 1, status: 'on_sale' };

  it.each([
    ['a missing field', { ...valid, name: undefined }, 'name: REQUIRED'],
    ['an empty text', { ...valid, name: '' }, 'name: REQUIRED'],
    ['a text too long', { ...valid, name: 'x'.repeat(61) }, 'name: TOO_LONG 60'],
    ['a text too short', { ...valid, note: 'ab' }, 'note: TOO_SHORT 3'],
    ['too few in a list', { ...valid, tags: [] }, 'tags: TOO_FEW 1'],
    ['too many in a list', { ...valid, tags: ['a', 'b', 'c'] }, 'tags: TOO_MANY 2'],
    ['a number too big', { ...valid, stock: 1_000_001 }, 'stock: TOO_BIG 1000000'],
    ['a number too small', { ...valid, stock: -3 }, 'stock: TOO_SMALL 0'],
    ['a price in tenths of a cent', { ...valid, price: 1.001 }, 'price: TOO_PRECISE 0.01'],
    ['a value of the wrong type', { ...valid, stock: 'many' }, 'stock: INVALID'],
    ['a value not among the choices', { ...valid, status: 'sold' }, 'status: INVALID'],
    ['a field the call does not take', { ...valid, colour: 'red' }, ': UNKNOWN_FIELD'],
  ])('names %s by a stable problem, never in English words', (_what, value, expected) => {
    expect(problemsOf(goods, value)).toEqual([expected]);
  });

  it("keeps the product's own Chinese text a schema states", () => {
    const files = z.object({ fileList: z.array(z.string()).min(1, 'fileList必须是非空的数组') });
    expect(problemsOf(files, { fileList: [] })).toEqual(['fileList: fileList必须是非空的数组']);
  });

  it('keeps the problem a schema states for its own bound', () => {
    const capacity = z.object({ capacity: z.number().min(0, 'OUT_OF_BOUNDS 0..999').max(999, 'OUT_OF_BOUNDS 0..999') });
    expect(problemsOf(capacity, { capacity: -3 })).toEqual(['capacity: OUT_OF_BOUNDS 0..999']);
  });

  it("keeps a rule's own problem and turns a rule's sentence into INVALID", () => {
    const rules = z.object({ a: z.number(), b: z.number() }).superRefine((_v, ctx) => {
      ctx.addIssue({ code: 'custom', path: ['a'], message: fieldProblem('ABOVE_TOTAL') });
      ctx.addIssue({ code: 'custom', path: ['b'], message: 'must be more than a' });
    });
    expect(problemsOf(rules, { a: 1, b: 0 })).toEqual(['a: ABOVE_TOTAL', 'b: INVALID']);
  });

  it('answers 400 INVALID_PARAM with every field and its problem', () => {
    const parsed = goods.safeParse({ ...valid, name: '', stock: -1 });
    if (parsed.success) throw new Error('expected a refusal');
    const error = refusal(parsed.error.issues);
    expect([error.status, error.errCode, error.message]).toEqual([
      400,
      'INVALID_PARAM',
      'name: REQUIRED; stock: TOO_SMALL 0',
    ]);
  });
});
