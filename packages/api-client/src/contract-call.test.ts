import { describe, expect, it } from 'vitest';
import { contractCall, fillPath } from './contract-call';

describe('a contract-typed call', () => {
  it('fills the path fields from the input and sends the rest as the body', () => {
    expect(fillPath('/api/mall/comment/search/:id', { id: 'g 1/2', filter: 'all', page: 1 })).toEqual({
      path: '/api/mall/comment/search/g%201%2F2',
      body: { filter: 'all', page: 1 },
    });
  });

  it('sends the input as it is to a path without fields', () => {
    const input = { state: 'used' };
    expect(fillPath('/api/mall/coupon/mine', input)).toEqual({ path: '/api/mall/coupon/mine', body: input });
    expect(fillPath('/api/mall/coupon/centre')).toEqual({ path: '/api/mall/coupon/centre', body: {} });
  });

  it("hands the app's transport the filled path, the body, the signal and the options", async () => {
    const sent: unknown[] = [];
    const call = contractCall<{ quiet: boolean }>(async (...args) => {
      sent.push(args);
      return { ok: true };
    });
    const signal = new AbortController().signal;
    await expect(call('/api/x/:id', { id: '7', note: 'n' }, signal, { quiet: true })).resolves.toEqual({ ok: true });
    expect(sent).toEqual([['/api/x/7', { note: 'n' }, signal, { quiet: true }]]);
  });
});
