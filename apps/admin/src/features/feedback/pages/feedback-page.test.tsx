// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aFeedback, aStaffSelf } from '../../../test/factories';
import { type Call, fakeApi, ok } from '../../../test/fake-api';
import { renderConsole, signedIn } from '../../../test/render-console';

const open = aFeedback({ id: 'f-open', content: '付款后页面一直在转圈' });
const handled = aFeedback({
  id: 'f-done',
  content: '希望增加花瓶',
  handled: true,
  handledBy: { id: 'staff-1', name: '客服小美' },
  handledTime: Date.UTC(2026, 1, 13, 4),
});

describe('the feedback inbox', () => {
  it('marks feedback handled with its switch, and with H on the highlighted row', async () => {
    signedIn();
    const api = fakeApi({
      '/api/admin/me': ok(aStaffSelf('service')),
      '/api/admin/feedback/list': ok({ list: [open, handled], total: 2 }),
      '/api/admin/feedback/handle/f-open': ({ body }: Call) => ok({ ...open, handled: body.handled }),
      '/api/admin/feedback/handle/f-done': ({ body }: Call) => ok({ ...handled, handled: body.handled }),
    });
    renderConsole('/feedback?type=delivery');
    expect(await screen.findByText('付款后页面一直在转圈')).toBeTruthy();
    expect(api.bodiesTo('/api/admin/feedback/list')[0]).toEqual({ type: 'delivery', page: 1, pageSize: 20 });
    const doneRow = screen.getByText('希望增加花瓶').closest('tr') as HTMLElement;
    expect(within(doneRow).getByText(/^客服小美 · /)).toBeTruthy();

    const openRow = screen.getByText('付款后页面一直在转圈').closest('tr') as HTMLElement;
    fireEvent.click(within(openRow).getByRole('switch'));
    await waitFor(() => expect(api.bodiesTo('/api/admin/feedback/handle/f-open')).toEqual([{ handled: true }]));

    fireEvent.keyDown(document.body, { key: 'j' });
    fireEvent.keyDown(document.body, { key: 'j' });
    await waitFor(() => expect(doneRow.className).toContain('row-active'));
    fireEvent.keyDown(document.body, { key: 'h' });
    await waitFor(() => expect(api.bodiesTo('/api/admin/feedback/handle/f-done')).toEqual([{ handled: false }]));
  });
});
