// Setting the chat runtime up for its tests: a fresh store, the test token and the Chinese texts.

import { setImAuth } from '@ffe/im-client/api/im-call';
import { type ImMe, markImReady, resetImStore, useImStore } from '@ffe/im-client/runtime/im-store';
import { SERVICE_CHAT } from '@ffe/im-client/testing/im-factories';
import i18n, { loadTexts } from '../../../lib/i18n';

/** IM calls in a test carry this token and never log in. */
export function withTestToken(token = 'chat-token'): void {
  setImAuth({ token: async () => token, onTokenError: async () => 'fail', onRenewedToken: () => {} });
}

/** The chat's texts in Chinese, for tests that check what the user reads. */
export async function loadChineseChatTexts(): Promise<void> {
  await i18n.changeLanguage('zh-CN');
  await loadTexts('chat');
}

/** A chat started afresh: nothing kept on this device, IM calls carrying the test token, and `me` signed in if given. */
export function startTestChat(me?: ImMe): void {
  localStorage.clear();
  resetImStore();
  withTestToken();
  if (me) markImReady(me);
}

/** Lily's conversation with customer service as the runtime holds it now. */
export const serviceChat = () => useImStore.getState().conversations[SERVICE_CHAT];
