// @vitest-environment jsdom

import type { ImGroup } from '@ffe/shared/contracts/im-groups';
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getGroupInfo } from '../api/get-group-info';
import type { ImClient } from '../client';
import { aCustomer, aGroup, GROUP_ID } from '../testing/im-factories';
import { createTestImClient, withImClient } from '../testing/test-client';
import { useGroup } from './groups';

vi.mock('../api/get-group-info', () => ({ getGroupInfo: vi.fn() }));

describe('useGroup', () => {
  let client: ImClient;
  beforeEach(() => {
    client = createTestImClient();
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await client.dispose();
  });

  it('asks again for the chat user who signed in while the group was asked, and reports no group gone', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let answerFirst: (group: ImGroup) => void = () => undefined;
    vi.mocked(getGroupInfo)
      .mockImplementationOnce(() => new Promise((resolve) => (answerFirst = resolve)))
      .mockResolvedValueOnce(aGroup({ name: '周末花艺课' }));

    const { result } = renderHook(() => useGroup(GROUP_ID), { wrapper: withImClient(client) });
    act(() => client.store.setState({ me: aCustomer() }));
    // The answer to the first ask comes for nobody signed in: it is not kept.
    await act(async () => answerFirst(aGroup({ name: 'for the user before' })));

    await waitFor(() => expect(result.current?.info.name).toBe('周末花艺课'));
    expect(getGroupInfo).toHaveBeenCalledTimes(2);
    expect(errors).not.toHaveBeenCalled();
  });
});
