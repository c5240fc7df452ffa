// @vitest-environment jsdom
import type { ShortOrder, SubstitutionSettings } from '@ffe/shared/contracts/cooler-substitutions';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStaffSelf } from '../../../../test/factories';
import { failure, fakeApi, ok } from '../../../../test/fake-api';
import { renderConsole, signedIn } from '../../../../test/render-console';

const SHORT = '/api/admin/cooler/substitutions/short';
const LIST = '/api/admin/cooler/substitutions/list';
const SEND = '/api/admin/cooler/substitutions/send';
const SETTINGS = '/api/admin/cooler/substitutions/settings';
const UPDATE = '/api/admin/cooler/substitutions/settings/update';

const stem = (id: string, name: string, valueCents: number) => ({ id, name, nameEn: null, valueCents });
const shortOrder: ShortOrder = {
  orderId: 'o-1',
  orderNo: 'FF001',
  deliveryDate: '2026-12-24',
  deliverySlot: '09-12',
  recipientName: '林小姐',
  paidAt: 1,
  missing: [
    {
      stem: stem('red', '红玫瑰', 300),
      held: 19,
      missing: 9,
      candidates: [stem('pink', '粉玫瑰', 350), stem('white', '白玫瑰', 400)],
    },
  ],
  open: null,
};
const settings: SubstitutionSettings = { policy: 'next_day', answerHours: 12, version: 3 };

function openTab(routes: Parameters<typeof fakeApi>[0] = {}) {
  signedIn();
  const api = fakeApi({
    '/api/admin/me': ok(aStaffSelf('florist')),
    [SHORT]: ok({ list: [shortOrder] }),
    [LIST]: ok({ list: [] }),
    [SETTINGS]: ok(settings),
    ...routes,
  });
  renderConsole('/cooler?tab=substitutions');
  return api;
}

describe('the substitutions tab', () => {
  it('sends the proposal with the substitute chosen, after a confirmation', async () => {
    const api = openTab({ [SEND]: ok({}) });
    expect(await screen.findByText('红玫瑰 缺 9（共 19）')).toBeTruthy();
    const select = document.querySelector('[aria-label="替换为 红玫瑰"]') as HTMLElement;
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByText('白玫瑰 ×9'));
    fireEvent.click(screen.getByText('发给顾客'));
    await screen.findByText('把替换提议发到顾客的聊天里？顾客需在 12 小时内回复。');
    const confirm = [...document.querySelectorAll<HTMLButtonElement>('.ant-popconfirm button')].at(-1);
    fireEvent.click(confirm as HTMLButtonElement);
    await waitFor(() =>
      expect(api.bodiesTo(SEND)).toEqual([{ orderId: 'o-1', lines: [{ stemId: 'red', substituteId: 'white' }] }]),
    );
  });

  it('saves the policy from the version read and says when someone else changed it first', async () => {
    const api = openTab({ [UPDATE]: failure(409, 'RECORD_CHANGED', 'version: stale') });
    await screen.findByText('逾期未回复时');
    const save = await waitFor(() => {
      const button = document.querySelector<HTMLButtonElement>('form button[type="submit"]');
      if (!button) throw new Error('no save button yet');
      return button;
    });
    fireEvent.click(save);
    expect(await screen.findByText('规则刚被其他人修改过，已载入最新内容，请确认后再保存')).toBeTruthy();
    expect(api.bodiesTo(UPDATE)).toEqual([{ policy: 'next_day', answerHours: 12, version: 3 }]);
  });
});
