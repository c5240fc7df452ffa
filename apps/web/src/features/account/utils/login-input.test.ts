// @vitest-environment jsdom
import { createInstance, type TFunction } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import laterZhCN from '../../../locales/later.zh-CN';
import { loginErrorText } from './login-input';

let t: TFunction;

beforeAll(async () => {
  const i18n = createInstance();
  await i18n.init({ lng: 'zh-CN', resources: { 'zh-CN': { translation: laterZhCN } } });
  t = i18n.t;
});

describe("a login failure's words", () => {
  it('are the locale’s for a login error code', () => {
    expect(loginErrorText(new ApiError('locked', 429, 'LOGIN_LOCKED'), t)).toBe(
      '密码错误次数过多，账号已暂时锁定，请稍后再试',
    );
  });

  it("are the server's for any other code, or none", () => {
    expect(loginErrorText(new ApiError('系统繁忙', 500, 'SYSTEM_ERROR'), t)).toBe('系统繁忙');
    expect(loginErrorText(new ApiError('网关超时', 504, undefined), t)).toBe('网关超时');
  });

  it('are the error’s own message when the call did not get an answer', () => {
    expect(loginErrorText(new Error('offline'), t)).toBe('offline');
  });
});
