import { z } from 'zod';
import { isValidIdentityNumber, isValidRealName } from '../domain/identity-card';
import { usernameProblem } from '../domain/username';
import { fieldProblem } from '../field-problems';
import { currentUser, loginByCode, password, phone } from './member';

const smsCode = loginByCode.request.shape.code;

const USERNAME_PROBLEMS = {
  length: fieldProblem('LENGTH', '3..32'),
  characters: fieldProblem('BAD_CHARACTERS'),
  digitsOnly: fieldProblem('DIGITS_ONLY'),
} as const;

/** A username by uni-id's rules (domain/username.ts). */
export const username = z
  .string()
  .trim()
  .superRefine((value, ctx) => {
    const problem = usernameProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: USERNAME_PROBLEMS[problem] });
  });

/** POST /api/member/password/resetBySms: a forgotten password, proved by a code sent to the account's phone. */
export const resetPasswordBySms = {
  request: z.object({ phone, code: smsCode, password }),
  response: z.null(),
  path: '/api/member/password/resetBySms' as const,
};

/** POST /api/member/username/update */
export const updateUsername = {
  request: z.object({ username }),
  response: z.object({ user: currentUser }),
  path: '/api/member/username/update' as const,
};

/** POST /api/member/phone/bind: binds or changes the phone, proved by a code sent to the new one. */
export const bindPhone = {
  request: z.object({ phone, code: smsCode }),
  response: z.object({ user: currentUser }),
  path: '/api/member/phone/bind' as const,
};

/** The member's real-name status; the name and the identity number are masked. */
export const realNameInfo = z.object({
  verified: z.boolean(),
  realName: z.string().nullable(),
  identity: z.string().nullable(),
  verifiedAt: z.number().int().nullable(),
});
export type RealNameInfo = z.infer<typeof realNameInfo>;

/** POST /api/member/getRealNameInfo (uni-id-co's getRealNameInfo, PRODUCT.md#shop-calls). */
export const getRealNameInfo = {
  request: z.object({}),
  response: realNameInfo,
  path: '/api/member/getRealNameInfo' as const,
};

/** POST /api/member/realName/submit */
export const submitRealName = {
  request: z.object({
    realName: z.string().trim().refine(isValidRealName, 'must be 2 to 20 Chinese characters'),
    identity: z
      .string()
      .trim()
      .transform((value) => value.toUpperCase())
      .refine(isValidIdentityNumber, 'must be an 18-character identity number with a valid check digit'),
  }),
  response: realNameInfo,
  path: '/api/member/realName/submit' as const,
};
