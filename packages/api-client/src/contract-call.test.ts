import type * as imContracts from '@ffe/shared/contracts/im';
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

  it("types a chat call by its contract's path, as imCall does over the chat's transport", async () => {
    const paths: string[] = [];
    const call = contractCall<{ errorUi?: 'toast' | 'none' }>(async (path) => {
      paths.push(path);
      return null;
    });
    await call<typeof imContracts.getMsg>('/api/im/getMsg', { msg_id: 'm1' }, undefined, { errorUi: 'none' });
    // @ts-expect-error: the path must be the contract's own
    await call<typeof imContracts.getMsg>('/api/im/getMsgList', { msg_id: 'm1' });
    expect(paths).toEqual(['/api/im/getMsg', '/api/im/getMsgList']);
  });
});
