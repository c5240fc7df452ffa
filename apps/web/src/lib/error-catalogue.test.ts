// @vitest-environment jsdom

import { envelopeError, isTokenError } from '@ffe/api-client/envelope';
import { catalogueEntryOf, ERROR_CATALOGUE, type ErrorAction } from '@ffe/api-client/error-catalogue';
import { afterAll, describe, expect, it } from 'vitest';
import i18n from './i18n';

const INVALID = ['token无效，跳转登录页面', 'Your login is no longer valid, please log in again'] as const;
const EXPIRED = ['token过期，跳转登录页面', 'Your login has expired, please log in again'] as const;

/** PRODUCT.md#shop-errors and #chat-errors, row by row: the code, its text in zh-CN and en, and what the client does. */
const ROWS: Array<[code: string, zh: string, en: string, action: ErrorAction]> = [
  ['TOKEN_INVALID', ...INVALID, 'login'],
  ['TOKEN_INVALID_TOKEN_EXPIRED', ...EXPIRED, 'login'],
  ['TOKEN_INVALID_INVALID_CLIENTID', ...INVALID, 'login'],
  ['TOKEN_INVALID_WRONG_TOKEN', ...INVALID, 'login'],
  ['TOKEN_INVALID_ANONYMOUS_USER', ...INVALID, 'login'],
  ['uni-id-token-expired', ...EXPIRED, 'login'],
  ['uni-id-check-token-failed', ...INVALID, 'login'],
  ['uni-id-token-not-exist', ...INVALID, 'login'],
  ['uni-id-check-device-feature-failed', ...INVALID, 'login'],
  ['ACCESS_TOKEN_DISABLED', ...EXPIRED, 'renew'],
  ['ACCESS_TOKEN_EXPIRED', ...EXPIRED, 'renew'],
  ['INVALID_REFRESH_TOKEN', ...EXPIRED, 'renew'],
  ['SIGN_PARAM_INVALID', ...EXPIRED, 'login'],
  ['REFRESH_TOKEN_EXPIRED', ...EXPIRED, 'login'],
  ['PARAM_ERROR', '参数错误', 'Parameter error', 'toast'],
  ['INVALID_PARAM', '参数不合法', 'Invalid parameter', 'toast'],
  ['INVALID_OPERATION', '非法操作', 'Invalid operation', 'toast'],
  ['NETWORK_ERROR', '请求失败', 'Request failed', 'toast'],
  ['UPLOAD_FAILED', '文件上传失败', 'file upload failed', 'toast'],
  ['STORAGE_REQUEST_FAIL', '存储请求失败', 'Storage request failed', 'toast'],
  ['SYS_ERR', '系统错误，请稍后再试', 'System error, please try again later', 'toast'],
  ['SYSTEM_ERROR', '系统错误，请稍后再试', 'System error, please try again later', 'toast'],
  ['AUTH_FAILED', '获取accessToken失败', 'access token fetch failed', 'alert'],
  ['20101', '客户端无效', 'This client is not valid', 'alert'],
  ['20000', '安全网络校验失败', 'Secure network check failed', 'alert'],
];

describe('the error catalogue', () => {
  afterAll(() => i18n.changeLanguage('zh-CN'));

  it('holds every code of the product, and no other', () => {
    expect(Object.keys(ERROR_CATALOGUE).sort()).toEqual(ROWS.map(([code]) => code).sort());
  });

  it.each(ROWS)('maps %s to 「%s」 / "%s" and to %s', async (code, zh, en, action) => {
    const entry = catalogueEntryOf(code);
    expect(entry?.action).toBe(action);
    await i18n.changeLanguage('zh-CN');
    expect(i18n.t(entry?.text ?? '')).toBe(zh);
    await i18n.changeLanguage('en');
    expect(i18n.t(entry?.text ?? '')).toBe(en);
    // The text is what a call rejects with when the server sent no message of its own.
    const numeric = /^\d+$/.test(code);
    const error = envelopeError(
      { code: numeric ? Number(code) : 400, ...(numeric ? {} : { errCode: code }), data: null },
      (key) => i18n.t(key),
    );
    expect(error.message).toBe(en);
    expect(isTokenError(numeric ? undefined : code)).toBe(action === 'login' || action === 'renew');
  });

  it("keeps the server's message when it sent one, and says 'Error' for a code the catalogue does not know", () => {
    const t = (key: string) => i18n.t(key);
    expect(
      envelopeError({ code: 400, errCode: 'INVALID_PARAM', message: 'phone: 手机号格式不正确', data: null }, t).message,
    ).toBe('phone: 手机号格式不正确');
    expect(envelopeError({ code: 409, errCode: 'OUT_OF_STOCK', data: null }, t).message).toBe('Error');
  });
});
