// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { guardTab, TAB_CHANNEL, TAB_CLAIM_KEY } from './tab-guard';

describe('the tab guard', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    for (const stop of stops.splice(0)) stop();
    vi.unstubAllGlobals();
  });

  it('disables the first tab when a second one opens the chat, not the second', async () => {
    const first = vi.fn();
    const second = vi.fn();
    stops.push(guardTab(first));
    stops.push(guardTab(second));
    await vi.waitFor(() => expect(first).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(second).not.toHaveBeenCalled();
  });

  it('hears another page announcing itself on the channel once', async () => {
    const replaced = vi.fn();
    stops.push(guardTab(replaced));
    const other = new BroadcastChannel(TAB_CHANNEL);
    other.postMessage({ type: 'claim', tabId: 'other-tab', at: Date.now() });
    other.postMessage({ type: 'claim', tabId: 'third-tab', at: Date.now() });
    other.postMessage('something else');
    await vi.waitFor(() => expect(replaced).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(replaced).toHaveBeenCalledTimes(1);
    other.close();
  });

  it('falls back to a localStorage announcement without BroadcastChannel', () => {
    vi.stubGlobal('BroadcastChannel', undefined);
    const replaced = vi.fn();
    stops.push(guardTab(replaced));
    const own = localStorage.getItem(TAB_CLAIM_KEY);
    expect(JSON.parse(own ?? '{}')).toMatchObject({ type: 'claim' });

    // Another tab writes its claim; this tab hears it as a storage event.
    window.dispatchEvent(new StorageEvent('storage', { key: TAB_CLAIM_KEY, newValue: own }));
    expect(replaced).not.toHaveBeenCalled();
    const theirs = JSON.stringify({ type: 'claim', tabId: 'other-tab', at: Date.now() });
    window.dispatchEvent(new StorageEvent('storage', { key: TAB_CLAIM_KEY, newValue: theirs }));
    expect(replaced).toHaveBeenCalledTimes(1);
  });
});
