import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, SMS_CODE_LENGTH } from '../constants';
import { accountRoles } from '../domain/account-roles';
import { MOBILE_PHONE_PATTERN } from '../domain/phone';

/** A mainland mobile number (decision 005). */
export const phone = z.string().regex(MOBILE_PHONE_PATTERN, 'must be an 11-digit mobile number starting with 1');

/** Medium strength (PRODUCT.md#shop-accounts): 8–16 characters mixing at least two of letters, digits and symbols. */
export const password = z
  .string()
  .min(PASSWORD_MIN_LENGTH)
  .max(PASSWORD_MAX_LENGTH)
  .refine((value) => [/[A-Za-z]/, /\d/, /[^A-Za-z\d]/].filter((kind) => kind.test(value)).length >= 2, {
    message: 'must mix at least two of letters, digits and symbols',
  });

export const role = z.enum(accountRoles);
export type Role = z.infer<typeof role>;

export const gender = z.enum(['unknown', 'male', 'female']);
export const language = z.enum(['zh-CN', 'en']);

/** The signed-in user as the app sees themself; the phone is theirs, so it is not masked here. */
export const currentUser = z.object({
  _id: z.string(),
  mobile: z.string().nullable(),
  username: z.string().nullable(),
  nickname: z.string(),
  avatar_file: z.object({ url: z.string() }),
  gender,
  birthday: z.string().nullable(),
  language: language.nullable(),
  role: z.array(role),
  permission: z.array(z.string()),
  realNameAuth: z.boolean(),
});
export type CurrentUser = z.infer<typeof currentUser>;

/** What every login answers (decision 002). */
export const loginResult = z.object({
  token: z.string(),
  tokenExpired: z.number().int(),
  user: currentUser,
  /** Set for a staff member whose password was reset: only a new password (and /api/admin/me) is open until then. */
  mustChangePassword: z.literal(true).optional(),
});
export type LoginResult = z.infer<typeof loginResult>;

/** POST /api/member/phone/send */
export const sendSmsCode = {
  request: z.object({ phone }),
  /** When the next code may be asked for, so the page can count down. */
  response: z.object({ resendAfterMs: z.number().int() }),
  path: '/api/member/phone/send' as const,
};

/** POST /api/member/login/vcode */
export const loginByCode = {
  request: z.object({ phone, code: z.string().regex(new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`), 'must be 6 digits') }),
  response: loginResult,
  path: '/api/member/login/vcode' as const,
};

/** POST /api/member/login/wechat: the code WeChat sent back to the authorize page's redirect. */
export const loginByWechat = {
  request: z.object({ code: z.string().min(1).max(200) }),
  response: loginResult,
  path: '/api/member/login/wechat' as const,
};

/** POST /api/member/wechat/authorize: where to send the visitor to sign in with WeChat. */
export const wechatAuthorize = {
  request: z.object({ redirectUri: z.string().min(1).max(500), state: z.string().min(8).max(64) }),
  response: z.object({ url: z.string() }),
  path: '/api/member/wechat/authorize' as const,
};

/** POST /api/member/login/password: strength is checked when a password is set, not at every login. */
export const loginByPassword = {
  request: z.object({ username: z.string().trim().min(1).max(64), password: z.string().min(1).max(128) }),
  response: loginResult,
  path: '/api/member/login/password' as const,
};

export const loginType = z.enum(['weixin', 'username', 'smsCode']);
export type LoginType = z.infer<typeof loginType>;

/** POST /api/member/loginTypes: the login types this server has configured. */
export const loginTypes = {
  request: z.object({}),
  response: z.object({ list: z.array(loginType) }),
  path: '/api/member/loginTypes' as const,
};

/** POST /api/member/getUserInfo */
export const getUserInfo = {
  request: z.object({}),
  response: z.object({ user: currentUser }),
  path: '/api/member/getUserInfo' as const,
};

/** POST /api/member/portal: the my-account summary. */
export const portal = {
  request: z.object({}),
  response: z.object({
    user: currentUser,
    orderCounts: z.object({
      pendingPayment: z.number().int(),
      paid: z.number().int(),
      delivering: z.number().int(),
      toReview: z.number().int(),
      afterSale: z.number().int(),
    }),
    couponCount: z.number().int(),
    favouriteCount: z.number().int(),
    historyCount: z.number().int(),
    unreadChatCount: z.number().int(),
  }),
  path: '/api/member/portal' as const,
};
export type Portal = z.infer<typeof portal.response>;

/** POST /api/member/updateUserSet: one field by key and value (PRODUCT.md#shop-calls). */
export const updateUserSet = {
  request: z.discriminatedUnion('key', [
    z.object({ key: z.literal('nickname'), value: z.string().trim().min(1).max(20) }),
    z.object({ key: z.literal('avatar'), value: z.string().min(1).max(500) }),
    z.object({ key: z.literal('gender'), value: gender }),
    z.object({ key: z.literal('birthday'), value: z.iso.date() }),
    z.object({ key: z.literal('language'), value: language }),
  ]),
  /** 更新成功 or 没有改变 (PRODUCT.md#shop-errors), and the user as it now is. */
  response: z.object({ changed: z.boolean(), user: currentUser }),
  path: '/api/member/updateUserSet' as const,
};
export type UpdateUserSetRequest = z.infer<typeof updateUserSet.request>;

/** POST /api/member/logout: revokes the token it is called with. */
export const logout = { request: z.object({}), response: z.null(), path: '/api/member/logout' as const };
