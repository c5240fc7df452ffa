// @vitest-environment jsdom
import type { HistoryEntry } from '@ffe/shared/contracts/member-centre';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { aGoodsSummary, mockApi } from '../../../test/factories';
import { openQuestion, questionClosed, renderPage } from '../../../test/render-page';
import HistoryPage from './history-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const HISTORY = '/pages/me/history/history';
const LIST = '/api/member/history/list';

const at = (text: string) => new Date(text).getTime();

function anEntry(id: string, viewedAt: string, name: string): HistoryEntry {
  return { id, viewedAt: at(viewedAt), goods: aGoodsSummary({ id: `g-${id}`, name }) };
}

const entries = [
  anEntry('h1', '2026-05-20T09:05:00', '红玫瑰'),
  anEntry('h2', '2026-05-20T00:10:00', '白百合'),
  anEntry('h3', '2026-05-19T22:30:00', '向日葵'),
  anEntry('h4', '2026-05-01T12:00:00', '康乃馨'),
  anEntry('h5', '2025-12-31T18:45:00', '满天星'),
];

/** Each day's heading with the goods viewed that day. */
function days() {
  return screen.getAllByTestId('history-day').map((day) => ({
    heading: within(day).getByRole('heading').textContent,
    goods: within(day)
      .getAllByTestId('goods-row')
      .map((row) => row.querySelector('p')?.textContent),
  }));
}

describe('HistoryPage', () => {
  beforeEach(() => vi.mocked(toast).mockClear());
  afterEach(() => vi.useRealTimers());

  /** Day headings depend on today; only the clock is faked, promises keep real timers. */
  const todayIs = (text: string) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(text));
  };

  it('groups what was viewed by day: today, yesterday, then dates, with the time of each view', async () => {
    todayIs('2026-05-20T10:00:00');
    mockApi({ [LIST]: { list: entries, total: entries.length } });
    renderPage(HistoryPage, { path: HISTORY });

    await screen.findAllByTestId('history-day');
    expect(days()).toEqual([
      { heading: '今天', goods: ['红玫瑰', '白百合'] },
      { heading: '昨天', goods: ['向日葵'] },
      { heading: '5月1日', goods: ['康乃馨'] },
      { heading: '2025年12月31日', goods: ['满天星'] },
    ]);
    expect(screen.getByText('09:05 浏览')).toBeTruthy();
    expect(screen.getByText('22:30 浏览')).toBeTruthy();
  });

  it('asks for the first page with the default page size', async () => {
    const api = mockApi({ [LIST]: { list: entries, total: 45 } });
    renderPage(HistoryPage, { path: HISTORY });
    await screen.findAllByTestId('history-day');
    expect(api.bodies(LIST)).toEqual([{ page: 1, pageSize: 20 }]);
    expect(screen.getByText('加载中…')).toBeTruthy();
  });

  it('deletes one entry', async () => {
    const api = mockApi({ [LIST]: { list: entries, total: entries.length }, '/api/member/history/remove': null });
    renderPage(HistoryPage, { path: HISTORY });
    await screen.findAllByTestId('history-day');

    fireEvent.click(screen.getAllByRole('button', { name: '删除' })[2] as HTMLElement);
    await waitFor(() => expect(api.bodies('/api/member/history/remove')).toEqual([{ ids: ['h3'] }]));
    expect(toast).toHaveBeenCalledWith('已删除', 'success');
  });

  it('clears everything only after the member confirms', async () => {
    const api = mockApi({ [LIST]: { list: entries, total: entries.length }, '/api/member/history/clear': null });
    renderPage(HistoryPage, { path: HISTORY });
    await screen.findAllByTestId('history-day');

    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    let question = await openQuestion();
    expect(within(question).getByText('确定清空全部浏览历史吗？')).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: '取消' }));
    await questionClosed();
    expect(api.bodies('/api/member/history/clear')).toEqual([]);
    expect(screen.getAllByTestId('history-day')).toHaveLength(4);

    fireEvent.click(screen.getByRole('button', { name: '清空' }));
    question = await screen.findByRole('dialog');
    fireEvent.click(within(question).getByRole('button', { name: '清空' }));
    expect(await screen.findByText('还没有浏览记录')).toBeTruthy();
    expect(api.bodies('/api/member/history/clear')).toEqual([{}]);
    expect(toast).toHaveBeenCalledWith('浏览历史已清空', 'success');
  });

  it('speaks English with English day names', async () => {
    todayIs('2026-05-20T10:00:00');
    const { default: i18n, loadLocale } = await import('../../../lib/i18n');
    await loadLocale('en');
    await i18n.changeLanguage('en');
    try {
      mockApi({ [LIST]: { list: entries, total: entries.length } });
      renderPage(HistoryPage, { path: HISTORY });
      await screen.findAllByTestId('history-day');
      expect(days().map((day) => day.heading)).toEqual(['Today', 'Yesterday', 'May 1', 'December 31, 2025']);
      expect(screen.getByText('Viewed 09:05')).toBeTruthy();
    } finally {
      await i18n.changeLanguage('zh-CN');
    }
  });
});
