// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../lib/i18n';
import type { PageProps } from '../lib/page-props';
import { LazyPage } from './lazy-page';
import type { PageModule } from './page-module';

function Greeting({ name }: PageProps) {
  return <p>你好 {name}</p>;
}

function deferred() {
  let resolve: (module: PageModule) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<PageModule>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('a lazily loaded page', () => {
  beforeAll(() => i18n.changeLanguage('zh-CN'));
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('shows nothing for 200 ms, then the loading state, then the page with its query as props', async () => {
    const load = deferred();
    render(<LazyPage load={() => load.promise} props={{ name: '小明' }} />);
    await act(() => vi.advanceTimersByTimeAsync(199));
    expect(screen.queryByRole('status')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('status').textContent).toContain('加载中');
    await act(async () => load.resolve({ default: Greeting }));
    expect(screen.getByText('你好 小明')).toBeTruthy();
  });

  it('never shows the loading state for a page that arrives within 200 ms', async () => {
    const load = deferred();
    render(<LazyPage load={() => load.promise} props={{ name: '小红' }} />);
    await act(async () => load.resolve({ default: Greeting }));
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText('你好 小红')).toBeTruthy();
  });

  it('offers a retry when loading fails, and loads again on it', async () => {
    let attempt = 0;
    const load = vi.fn(() =>
      ++attempt === 1 ? Promise.reject(new Error('offline')) : Promise.resolve({ default: Greeting }),
    );
    render(<LazyPage load={load} props={{ name: '小刚' }} />);
    await act(() => vi.advanceTimersByTimeAsync(0));
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getByText('你好 小刚')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('gives up with the error state after 60 s', async () => {
    render(<LazyPage load={() => new Promise<PageModule>(() => {})} props={{}} />);
    await act(() => vi.advanceTimersByTimeAsync(59_999));
    expect(screen.queryByRole('alert')).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByRole('alert').textContent).toContain('加载失败');
  });
});
