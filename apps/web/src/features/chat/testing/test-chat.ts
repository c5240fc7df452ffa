// Setting the chat runtime up for its tests: a fresh store, the test token and the Chinese texts.

import { setImAuth } from '@ffe/im-client/api/im-call';
import type { ImClient } from '@ffe/im-client/client';
import { type ImMe, markImReady, resetImStore } from '@ffe/im-client/runtime/im-store';
import { SERVICE_CHAT } from '@ffe/im-client/testing/im-factories';
import i18n, { loadTexts } from '../../../lib/i18n';
import { STORAGE_KEYS, storage } from '../../../lib/storage';
/** IM calls in a test carry this token and never log in. */
export function withTestToken(imClient: ImClient, token = 'chat-token'): void {
  setImAuth(imClient, { token: async () => token, onTokenError: async () => 'fail', onRenewedToken: () => {} });
}

/** The chat's texts in Chinese, for tests that check what the user reads. */
export async function loadChineseChatTexts(): Promise<void> {
  await i18n.changeLanguage('zh-CN');
  await loadTexts('chat');
}

/** A chat started afresh: nothing kept on this device, IM calls carrying the test token, and `me` signed in if given. */
export function startTestChat(imClient: ImClient, me?: ImMe): void {
  localStorage.clear();
  resetImStore(imClient);
  withTestToken(imClient);
  if (me) markImReady(imClient, me);
}

/** Lily's conversation with customer service as the runtime holds it now. */
export const serviceChat = (imClient: ImClient) => imClient.store.getState().conversations[SERVICE_CHAT];

/** A chat token as the server signs them: the web only reads its claims. */
export function aChatToken(claims: { uid: string; role: string[] }): string {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ ...claims, tokenExpired: Date.now() + 3_600_000 })}.signature`;
}

export const WEEK = 7 * 24 * 3_600_000;

/** A member signed in to the shop on this device (Lily unless said), with the shop's account info kept. */
export function signInShopMember(info: { _id: string; nickname: string; avatar_file: { url: string } } = LILY): void {
  storage.set(STORAGE_KEYS.token, 'shop-token');
  storage.set(STORAGE_KEYS.tokenExpired, Date.now() + WEEK);
  storage.set(STORAGE_KEYS.userInfo, info);
}

const LILY = { _id: 'u-lily', nickname: '莉莉', avatar_file: { url: '' } };

/** The server's uniLogin for a customer: a chat token for `uid`, for a week. */
export const memberChatLogin = (uid = 'u-lily', token = aChatToken({ uid, role: ['customer'] })) => ({
  '/api/member/uniLogin': { uniToken: JSON.stringify({ token, tokenExpired: Date.now() + WEEK }) },
});

/** IM calls that carry no token and never log in: for tests whose chat session is mocked away. */
export function withoutChatLogin(imClient: ImClient): void {
  setImAuth(imClient, { token: async () => undefined, onTokenError: async () => 'fail', onRenewedToken: () => {} });
}
