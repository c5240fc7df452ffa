// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aComment, aStaffSelf } from '../../../test/factories';
import { type Call, fakeApi, ok } from '../../../test/fake-api';
import { openDialog, renderConsole, signedIn } from '../../../test/render-console';

const unanswered = aComment({
  id: 'c-new',
  content: '有两枝玫瑰蔫了',
  rating: 2,
  pictures: ['/uploads/c.png'],
  specName: '枝数',
  skuName: '33枝',
});
const answered = aComment({
  id: 'c-old',
  content: '很漂亮',
  rating: 5,
  reply: '谢谢喜欢！',
  replyTime: Date.UTC(2026, 1, 13, 3),
});

describe('the comments page', () => {
  it('filters in the address, shows the option bought and replies in the row', async () => {
    signedIn();
    const api = fakeApi({
      '/api/admin/me': ok(aStaffSelf('service')),
      '/api/admin/comment/list': ok({ list: [unanswered, answered], total: 2 }),
      '/api/admin/comment/reply/c-new': ({ body }: Call) => ok({ ...unanswered, reply: body.reply, replyTime: 1 }),
    });
    renderConsole('/comments?replied=false&rating=2');
    expect(await screen.findByText('有两枝玫瑰蔫了')).toBeTruthy();
    expect(api.bodiesTo('/api/admin/comment/list')[0]).toEqual({ replied: false, rating: 2, page: 1, pageSize: 20 });
    expect(screen.getByText('谢谢喜欢！')).toBeTruthy();
    const options = screen.getAllByText(/^规格：/).map((el) => el.textContent);
    expect(options).toEqual(['规格：33枝']);
    expect(screen.getByText('规格：33枝').closest('tr')?.textContent).toContain('有两枝玫瑰蔫了');

    const box = screen.getByLabelText('回复 林小姐');
    const row = box.closest('tr') as HTMLElement;
    fireEvent.change(box, { target: { value: '抱歉，已为您补发两枝' } });
    fireEvent.click(within(row).getByText('回复', { selector: 'button *' }));
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/comment/reply/c-new')).toEqual([{ reply: '抱歉，已为您补发两枝' }]),
    );
  });

  it('hides a comment from the shop only after asking, and filters by visibility', async () => {
    signedIn();
    const api = fakeApi({
      '/api/admin/me': ok(aStaffSelf('service')),
      '/api/admin/comment/list': ok({ list: [unanswered], total: 1 }),
      '/api/admin/comment/hide/c-new': ({ body }: Call) => ok({ ...unanswered, hiddenTime: body.hidden ? 1 : null }),
    });
    renderConsole('/comments?hidden=false');
    expect(await screen.findByText('有两枝玫瑰蔫了')).toBeTruthy();
    expect(api.bodiesTo('/api/admin/comment/list')[0]).toEqual({ hidden: false, page: 1, pageSize: 20 });
    fireEvent.click(screen.getByText('隐藏', { selector: 'button *' }));
    const dialog = await openDialog();
    expect(api.bodiesTo('/api/admin/comment/hide/c-new')).toEqual([]);
    fireEvent.click(within(dialog).getByText('隐藏', { selector: 'button *' }));
    await waitFor(() => expect(api.bodiesTo('/api/admin/comment/hide/c-new')).toEqual([{ hidden: true }]));
  });
});
