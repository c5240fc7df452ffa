import { randomHex } from './device-id';

/** The channel tabs of this site announce the chat on. */
export const TAB_CHANNEL = 'uni-im-tab';
/** The localStorage key that carries the announcement where BroadcastChannel is missing. */
export const TAB_CLAIM_KEY = 'uni-im-active-tab';

interface Claim {
  type: 'claim';
  tabId: string;
  at: number;
}

const isClaim = (value: unknown): value is Claim =>
  typeof value === 'object' &&
  value !== null &&
  (value as Claim).type === 'claim' &&
  typeof (value as Claim).tabId === 'string';

/**
 * Announces that this tab runs the chat now, and calls `onReplaced` once when a later tab announces the same
 * (PRODUCT.md#chat-socket-and-tab: a second tab opening the chat disables the first). BroadcastChannel where there is
 * one, else a localStorage write, which other tabs hear as a 'storage' event. Answers a function that stops listening.
 */
export function guardTab(onReplaced: () => void): () => void {
  const tabId = randomHex(8);
  const claim: Claim = { type: 'claim', tabId, at: Date.now() };
  let replaced = false;
  const hear = (value: unknown) => {
    if (replaced || !isClaim(value) || value.tabId === tabId) return;
    replaced = true;
    onReplaced();
  };

  if (typeof BroadcastChannel === 'function') {
    const channel = new BroadcastChannel(TAB_CHANNEL);
    channel.onmessage = (event: MessageEvent) => hear(event.data);
    channel.postMessage(claim);
    return () => channel.close();
  }

  const onStorage = (event: StorageEvent) => {
    if (event.key !== TAB_CLAIM_KEY || !event.newValue) return;
    try {
      hear(JSON.parse(event.newValue));
    } catch {
      // Not ours.
    }
  };
  window.addEventListener('storage', onStorage);
  try {
    localStorage.setItem(TAB_CLAIM_KEY, JSON.stringify(claim));
  } catch {
    // Storage full or blocked: this tab cannot announce itself, but still hears others.
  }
  return () => window.removeEventListener('storage', onStorage);
}
