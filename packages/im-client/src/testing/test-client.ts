import { createElement, type ReactNode } from 'react';
import { vi } from 'vitest';
import { createImClient, type ImClient } from '../client';
import { ImClientContext } from '../client-context';
import type { ImHost } from '../host';

/** A host that answers keys as texts and does nothing else: for tests of the runtime without an app. */
export function aTestHost(overrides: Partial<ImHost> = {}): ImHost {
  return {
    t: (key) => key,
    loadTexts: async () => undefined,
    toast: vi.fn(),
    wordRefusal: async (error) => error,
    dialogs: { alert: vi.fn(async () => {}), retry: vi.fn(async () => false), blocking: vi.fn(async () => () => {}) },
    navigate: vi.fn(),
    paths: { chat: () => '/chat', isChatPage: () => false, isLoginPage: () => false },
    session: {
      readToken: () => undefined,
      hasValidToken: () => false,
      member: () => undefined,
      saveToken: vi.fn(),
      onChange: () => () => {},
      leaveForLogin: vi.fn(),
      call: vi.fn(async () => {
        throw new Error('no app login in this test');
      }),
    },
    unread: { set: vi.fn(), setService: vi.fn(), clear: vi.fn() },
    ...overrides,
  };
}

/** A messaging client of its own for one test, with the test host (or `host`); the test disposes it. */
export const createTestImClient = (host: ImHost = aTestHost()): ImClient => createImClient(host);

/** A wrapper for render and renderHook: what it renders has `client` as the page's messaging client. */
export const withImClient =
  (client: ImClient) =>
  ({ children }: { children: ReactNode }) =>
    createElement(ImClientContext.Provider, { value: client }, children);
