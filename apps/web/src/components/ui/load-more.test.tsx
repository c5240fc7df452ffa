// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LoadMore } from './load-more';

/** An IntersectionObserver the test moves into view by hand. */
function observedByHand() {
  const callbacks: IntersectionObserverCallback[] = [];
  class ByHand {
    constructor(callback: IntersectionObserverCallback) {
      callbacks.push(callback);
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', ByHand);
  return {
    scrollIntoView: () =>
      act(() =>
        callbacks.at(-1)?.([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver),
      ),
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('LoadMore', () => {
  it('animates its dots only while the next page loads, as they repaint every frame even off screen', async () => {
    const view = observedByHand();
    let finish = () => {};
    const loadMore = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { container } = render(<LoadMore hasMore loadMore={loadMore} />);
    expect(container.querySelector('.adm-dot-loading')).toBeNull();

    view.scrollIntoView();
    expect(loadMore).toHaveBeenCalledOnce();
    expect(container.querySelector('.adm-dot-loading')).not.toBeNull();

    await act(async () => finish());
    expect(container.querySelector('.adm-dot-loading')).toBeNull();
  });
});
