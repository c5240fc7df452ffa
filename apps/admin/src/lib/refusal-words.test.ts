// @vitest-environment jsdom
import { errorCodes } from '@ffe/shared/error-codes';
import { FIELD_PROBLEMS } from '@ffe/shared/field-problems';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { failure, fakeApi } from '../test/fake-api';
import { type ApiError, call } from './api-client';
import { wordFieldMessage } from './field-errors';
import i18n from './i18n';

const HAN = /[\u4e00-\u9fff]/;

beforeAll(async () => {
  await i18n.changeLanguage('zh-CN');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('zh-CN');
});

describe("a refusal in the console's words", () => {
  it.each(['zh-CN', 'en'])(
    'has words in %s for every code the server answers and every field problem',
    async (lang) => {
      await i18n.changeLanguage(lang);
      for (const code of errorCodes) expect(i18n.exists(`errors.${code}`), code).toBe(true);
      for (const code of FIELD_PROBLEMS) expect(i18n.exists(`fieldProblem.${code}`), code).toBe(true);
    },
  );

  it("says a refusal in the page's language, keeping the server's text as its detail", async () => {
    fakeApi({ '/api/x': failure(409, 'COUPON_TERMS_LOCKED', 'id: the template changed meanwhile; reload it') });
    const error = (await call('/api/x').catch((e: unknown) => e)) as ApiError;
    expect([error.message, error.detail]).toEqual([
      '已有顾客领取，优惠规则不能再修改',
      'id: the template changed meanwhile; reload it',
    ]);
    await i18n.changeLanguage('en');
    const english = (await call('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(HAN.test(english.message)).toBe(false);
  });

  it.each([
    ['TOO_BIG 100000', '不能大于 100000', 'Must not be above 100000'],
    ['TOO_LONG 60', '最多 60 个字', 'At most 60 characters'],
    ['OUT_OF_BOUNDS 0..999', '须在 0–999 之间', 'Must be from 0 to 999'],
    ['REQUIRED', '请填写', 'Required'],
    ['LENGTH 3..32', '长度须为 3–32 个字', 'From 3 to 32 characters'],
    ['must not be more than minSpendCents', '填写有误，请检查', 'Not valid; check it'],
  ])('words the field problem %s in either language, never the English sentence', async (text, zh, en) => {
    expect(wordFieldMessage(text)).toBe(zh);
    await i18n.changeLanguage('en');
    expect(wordFieldMessage(text)).toBe(en);
  });
});
