// @vitest-environment jsdom
import type { Reminder } from '@ffe/shared/contracts/occasions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { mockApi } from '../../../test/factories';
import { openQuestion, questionClosed, renderPage } from '../../../test/render-page';
import RemindersPage from './reminders-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

const PATH = '/pages/me/reminders/reminders';

const aReminder = (overrides: Partial<Reminder> = {}): Reminder => ({
  id: 'r-mum',
  kind: 'birthday',
  name: '妈妈生日',
  month: 5,
  day: 12,
  note: '她喜欢康乃馨',
  nextDate: '2027-05-12',
  daysLeft: 5,
  goodsUrl: '/pages/goods/goods-search/goods-search?keyword=%E7%94%9F%E6%97%A5',
  ...overrides,
});

describe('RemindersPage', () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it('shows each date with its kind, days to go, note and the goods for it', async () => {
    mockApi({
      '/api/member/reminder/list': {
        list: [
          aReminder(),
          aReminder({ id: 'r-day', kind: 'anniversary', name: '结婚纪念日', month: 2, day: 29, note: '', daysLeft: 0 }),
        ],
      },
    });
    renderPage(RemindersPage, { path: PATH });
    const [mum, wedding] = await screen.findAllByTestId('reminder-card');
    if (!mum || !wedding) throw new Error('two cards expected');
    expect(within(mum).getByText('生日')).toBeTruthy();
    expect(within(mum).getByText('还有5天')).toBeTruthy();
    expect(within(mum).getByText('5月12日')).toBeTruthy();
    expect(within(mum).getByText('她喜欢康乃馨')).toBeTruthy();
    expect(
      within(mum)
        .getByRole('link', { name: /挑选鲜花/ })
        .getAttribute('href'),
    ).toBe(aReminder().goodsUrl);
    expect(within(wedding).getByText('就是今天')).toBeTruthy();
    expect(within(wedding).getByText('平年在2月28日提醒')).toBeTruthy();
  });

  it('offers to add the first date when there is none', async () => {
    mockApi({ '/api/member/reminder/list': { list: [] } });
    renderPage(RemindersPage, { path: PATH });
    expect(await screen.findByText('还没有纪念日')).toBeTruthy();
    expect(screen.getByRole('button', { name: '添加纪念日' })).toBeTruthy();
  });

  it('says what went wrong and retries when the list cannot be read', async () => {
    let calls = 0;
    mockApi({
      '/api/member/reminder/list': () => {
        calls += 1;
        if (calls === 1) throw new TypeError('Failed to fetch');
        return { list: [aReminder()] };
      },
    });
    renderPage(RemindersPage, { path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: /重试|重新加载/ }));
    expect(await screen.findByTestId('reminder-card')).toBeTruthy();
  });

  it('adds a date, refusing a day the month does not have', async () => {
    const api = mockApi({ '/api/member/reminder/list': { list: [] }, '/api/member/reminder/add': aReminder() });
    renderPage(RemindersPage, { path: PATH });
    fireEvent.click(await screen.findByRole('button', { name: '添加纪念日' }));
    const form = await screen.findByRole('form', { name: '添加纪念日' });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('请填写名称');

    fireEvent.change(within(form).getByPlaceholderText('如：妈妈的生日'), { target: { value: '妈妈生日' } });
    fireEvent.change(within(form).getByRole('combobox', { name: '月份' }), { target: { value: '4' } });
    fireEvent.change(within(form).getByRole('combobox', { name: '日期' }), { target: { value: '31' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('这个月没有这一天');
    expect(api.bodies('/api/member/reminder/add')).toEqual([]);

    fireEvent.change(within(form).getByRole('combobox', { name: '日期' }), { target: { value: '12' } });
    fireEvent.click(within(form).getByRole('button', { name: '母亲节' }));
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.bodies('/api/member/reminder/add')).toEqual([
        { kind: 'mother', name: '妈妈生日', month: 4, day: 12, note: '' },
      ]),
    );
    expect(toast).toHaveBeenCalledWith('已保存', 'success');
  });

  it('edits a date in place', async () => {
    const api = mockApi({
      '/api/member/reminder/list': { list: [aReminder()] },
      '/api/member/reminder/update': aReminder({ name: '妈妈的生日' }),
    });
    renderPage(RemindersPage, { path: PATH });
    fireEvent.click(within(await screen.findByTestId('reminder-card')).getByRole('button', { name: '编辑' }));
    const form = await screen.findByRole('form', { name: '编辑纪念日' });
    fireEvent.change(within(form).getByPlaceholderText('如：妈妈的生日'), { target: { value: '妈妈的生日' } });
    fireEvent.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(api.bodies('/api/member/reminder/update')).toEqual([
        { id: 'r-mum', kind: 'birthday', name: '妈妈的生日', month: 5, day: 12, note: '她喜欢康乃馨' },
      ]),
    );
  });

  it('deletes a date only after the member confirms', async () => {
    const api = mockApi({ '/api/member/reminder/list': { list: [aReminder()] }, '/api/member/reminder/remove': null });
    renderPage(RemindersPage, { path: PATH });
    const remove = async () =>
      fireEvent.click(within(await screen.findByTestId('reminder-card')).getByRole('button', { name: '删除' }));
    await remove();
    const question = await openQuestion();
    expect(within(question).getByText('确定删除这个纪念日提醒吗？')).toBeTruthy();
    fireEvent.click(within(question).getByRole('button', { name: '取消' }));
    await questionClosed();
    expect(api.bodies('/api/member/reminder/remove')).toEqual([]);

    await remove();
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(api.bodies('/api/member/reminder/remove')).toEqual([{ id: 'r-mum' }]));
    expect(toast).toHaveBeenCalledWith('已删除', 'success');
  });
});
