// @vitest-environment jsdom

import { resetImStore, useImStore } from '@ffe/im-client/runtime/im-store';
import { requestUserInfo, resetUserInfo, useUserInfo } from '@ffe/im-client/runtime/user-info';
import { aUser } from '@ffe/im-client/testing/im-factories';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/factories';
import { withTestToken } from '../testing/test-chat';

const profiles = (body: { ids: string[] }) => body.ids.map((id) => aUser({ _id: id, nickname: `用户${id}` }));

describe('user profiles', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetImStore();
    resetUserInfo();
    withTestToken();
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('are asked for in one call for the ids gathered over 300 ms', async () => {
    const api = mockApi({ '/api/im/getUsers': profiles });
    requestUserInfo('u-1');
    await vi.advanceTimersByTimeAsync(200);
    requestUserInfo('u-2');
    requestUserInfo('u-1');
    await vi.advanceTimersByTimeAsync(99);
    expect(api.bodies('/api/im/getUsers')).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.bodies('/api/im/getUsers')).toEqual([{ ids: ['u-1', 'u-2'] }]);
    expect(useImStore.getState().users['u-2']?.nickname).toBe('用户u-2');
  });

  it('are asked for 100 at a time', async () => {
    const api = mockApi({ '/api/im/getUsers': profiles });
    for (let i = 0; i < 150; i++) requestUserInfo(`u-${i}`);
    await vi.advanceTimersByTimeAsync(300);
    expect(api.bodies<{ ids: string[] }>('/api/im/getUsers').map((b) => b.ids.length)).toEqual([100, 50]);
  });

  it('are not asked for again once held, nor when the server knows no such user', async () => {
    const api = mockApi({ '/api/im/getUsers': [aUser({ _id: 'u-1' })] });
    requestUserInfo('u-1');
    requestUserInfo('u-gone');
    await vi.advanceTimersByTimeAsync(300);
    requestUserInfo('u-1');
    requestUserInfo('u-gone');
    await vi.advanceTimersByTimeAsync(300);
    expect(api.bodies('/api/im/getUsers')).toHaveLength(1);
  });

  it('are undefined while loading, for the placeholder nickname, and then shown', async () => {
    mockApi({ '/api/im/getUsers': profiles });
    const { result } = renderHook(() => useUserInfo('u-7'));
    expect(result.current).toBeUndefined();
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(result.current?.nickname).toBe('用户u-7');
  });
});
