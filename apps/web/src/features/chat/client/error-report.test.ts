// @vitest-environment jsdom

import type { ImClient } from '@ffe/im-client/client';
import { REPORT_INTERVAL_MS, resetErrorReporting, startErrorReporting } from '@ffe/im-client/runtime/error-report';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShopImClient } from '../../../lib/shop-im-host';
import { mockApi } from '../../../test/factories';
import { withTestToken } from '../testing/test-chat';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

describe('unexpected page errors', () => {
  let stop: () => void = () => {};
  beforeEach(() => {
    vi.useFakeTimers();
    resetErrorReporting(imClient);
    withTestToken(imClient);
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  const fail = (error: Error) => window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));

  it('are reported while the chat runs, each message at most once a minute', async () => {
    const api = mockApi({ '/api/im/reportError': null });
    stop = startErrorReporting(imClient);
    fail(new TypeError('x is undefined'));
    fail(new TypeError('x is undefined'));
    fail(new RangeError('too deep'));
    await vi.advanceTimersByTimeAsync(REPORT_INTERVAL_MS - 1);
    fail(new TypeError('x is undefined'));
    await vi.advanceTimersByTimeAsync(1);
    fail(new TypeError('x is undefined'));
    await vi.waitFor(() => expect(api.bodies('/api/im/reportError')).toHaveLength(3));
    expect(api.bodies('/api/im/reportError').map((b) => (b as { message: string }).message)).toEqual([
      'TypeError: x is undefined',
      'RangeError: too deep',
      'TypeError: x is undefined',
    ]);
    expect(api.bodies('/api/im/reportError')[0]).toMatchObject({
      url: window.location.href,
      stack: expect.any(String),
    });
  });

  it('include unhandled promise rejections', async () => {
    const api = mockApi({ '/api/im/reportError': null });
    stop = startErrorReporting(imClient);
    const event = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.assign(event, { reason: 'payment widget failed' });
    window.dispatchEvent(event);
    await vi.waitFor(() =>
      expect(api.bodies('/api/im/reportError')).toMatchObject([{ message: 'payment widget failed' }]),
    );
  });

  it('are not reported once the chat stopped', async () => {
    const api = mockApi({ '/api/im/reportError': null });
    startErrorReporting(imClient)();
    // Another listener of the page's, so the test runner does not take the error as its own.
    const pageListener = (event: Event) => event.preventDefault();
    window.addEventListener('error', pageListener);
    fail(new Error('after the chat'));
    window.removeEventListener('error', pageListener);
    await vi.advanceTimersByTimeAsync(10);
    expect(api.bodies('/api/im/reportError')).toEqual([]);
  });
});
