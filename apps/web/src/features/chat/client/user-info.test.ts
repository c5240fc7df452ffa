// @vitest-environment jsdom

import type { ImClient } from '@ffe/im-client/client';
import { resetImStore } from '@ffe/im-client/runtime/im-store';
import { requestUserInfo, resetUserInfo, useUserInfo } from '@ffe/im-client/runtime/user-info';
import { aUser } from '@ffe/im-client/testing/im-factories';
import { withImClient } from '@ffe/im-client/testing/test-client';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createShopImClient } from '../../../lib/shop-im-host';
import { mockApi } from '../../../test/factories';
import { withTestToken } from '../testing/test-chat';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

const profiles = (body: { ids: string[] }) => body.ids.map((id) => aUser({ _id: id, nickname: `用户${id}` }));

describe('user profiles', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetImStore(imClient);
    resetUserInfo(imClient);
    withTestToken(imClient);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('are asked for in one call for the ids gathered over 300 ms', async () => {
    const api = mockApi({ '/api/im/getUsers': profiles });
    requestUserInfo(imClient, 'u-1');
    await vi.advanceTimersByTimeAsync(200);
    requestUserInfo(imClient, 'u-2');
    requestUserInfo(imClient, 'u-1');
    await vi.advanceTimersByTimeAsync(99);
    expect(api.bodies('/api/im/getUsers')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.bodies('/api/im/getUsers')).toEqual([{ ids: ['u-1', 'u-2'] }]);
    expect(imClient.store.getState().users['u-2']?.nickname).toBe('用户u-2');
  });

  it('are asked for 100 at a time', async () => {
    const api = mockApi({ '/api/im/getUsers': profiles });
    for (let i = 0; i < 150; i++) requestUserInfo(imClient, `u-${i}`);
    await vi.advanceTimersByTimeAsync(300);
    expect(api.bodies<{ ids: string[] }>('/api/im/getUsers').map((b) => b.ids.length)).toEqual([100, 50]);
  });

  it('are not asked for again once held, nor when the server knows no such user', async () => {
    const api = mockApi({ '/api/im/getUsers': [aUser({ _id: 'u-1' })] });
    requestUserInfo(imClient, 'u-1');
    requestUserInfo(imClient, 'u-gone');
    await vi.advanceTimersByTimeAsync(300);
    requestUserInfo(imClient, 'u-1');
    requestUserInfo(imClient, 'u-gone');
    await vi.advanceTimersByTimeAsync(300);
    expect(api.bodies('/api/im/getUsers')).toHaveLength(1);
  });

  it('are undefined while loading, for the placeholder nickname, and then shown', async () => {
    mockApi({ '/api/im/getUsers': profiles });
    const { result } = renderHook(() => useUserInfo('u-7'), { wrapper: withImClient(imClient) });
    expect(result.current).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(result.current?.nickname).toBe('用户u-7');
  });
});
