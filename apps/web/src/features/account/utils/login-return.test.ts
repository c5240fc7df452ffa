import { describe, expect, it } from 'vitest';
import { loginReturn, safeRedirect } from './login-return';

const LOGIN = '/pages/common/login/login';
const WITH_PWD = '/uni_modules/uni-id-pages/pages/login/login-withpwd';
const CART = '/pages/tabbar/cart/cart';

describe('where a login ends', () => {
  it('goes to uniIdRedirectUrl when there is one', () => {
    expect(loginReturn({ redirectUrl: '/pages/order/order-list/order-list?tab=paid', stack: ['/', LOGIN] })).toEqual({
      kind: 'url',
      url: '/pages/order/order-list/order-list?tab=paid',
    });
  });

  it('otherwise goes back over the login pages on top of the history', () => {
    expect(loginReturn({ redirectUrl: undefined, stack: ['/', CART, LOGIN] })).toEqual({ kind: 'back', delta: 1 });
    expect(loginReturn({ redirectUrl: undefined, stack: ['/', CART, LOGIN, WITH_PWD] })).toEqual({
      kind: 'back',
      delta: 2,
    });
  });

  it('goes to the first page when nothing of this app is below the login pages', () => {
    expect(loginReturn({ redirectUrl: undefined, stack: [LOGIN] })).toEqual({ kind: 'home' });
    expect(loginReturn({ redirectUrl: undefined, stack: ['', LOGIN] })).toEqual({ kind: 'home' });
    expect(loginReturn({ redirectUrl: undefined, stack: [] })).toEqual({ kind: 'home' });
  });

  it('goes 3 steps back after a WeChat login on the web, or home when the history is shorter', () => {
    expect(loginReturn({ redirectUrl: undefined, stack: [LOGIN], viaWechat: true, historyLength: 5 })).toEqual({
      kind: 'back',
      delta: 3,
    });
    expect(loginReturn({ redirectUrl: undefined, stack: [LOGIN], viaWechat: true, historyLength: 2 })).toEqual({
      kind: 'home',
    });
    expect(loginReturn({ redirectUrl: CART, stack: [LOGIN], viaWechat: true })).toEqual({ kind: 'url', url: CART });
  });

  it('never follows a redirect to another site or back to a login page', () => {
    for (const url of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'javascript:alert(1)', LOGIN]) {
      expect(safeRedirect(url)).toBeUndefined();
    }
  });
});
