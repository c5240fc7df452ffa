// @vitest-environment jsdom
import type { CouponTemplateView } from '@ffe/shared/contracts/admin-coupons';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStaffSelf } from '../../../test/factories';
import { type Call, failure, fakeApi, ok } from '../../../test/fake-api';
import { openDialog, renderConsole, signedIn } from '../../../test/render-console';

const UPDATE = '/api/admin/coupon/template/update';
const DAY = 86_400_000;
const FROM = Date.UTC(2026, 11, 1);

const weekend = (over: Partial<CouponTemplateView> = {}): CouponTemplateView => ({
  id: 'tpl-1',
  name: '周末满减',
  nameEn: null,
  kind: 'fixed',
  amountOffCents: 2000,
  percentOff: 0,
  maxOffCents: 0,
  minSpendCents: 19_900,
  scope: 'all',
  scopeIds: [],
  scopeNames: [],
  validFrom: FROM,
  validUntil: FROM + 30 * DAY,
  validDays: null,
  totalQuantity: 100,
  claimedCount: 0,
  perMemberLimit: 1,
  audience: 'public',
  state: 'active',
  endedAt: null,
  createdAt: FROM,
  figures: { claimed: 0, used: 0, discountCents: 0, orders: 0 },
  version: 2,
  ...over,
});

/** The button reading `word` in `container` (antd spaces two Chinese characters on some buttons). */
const button = (container: HTMLElement, word: string) =>
  within(container).getByText((_, el) => el?.tagName === 'BUTTON' && el.textContent?.replace(/\s/g, '') === word);

describe('the coupon template editor', () => {
  it('shows what a colleague changed when its save is refused as stale, then saves mine on top of theirs', async () => {
    signedIn();
    let answered = 0;
    const api = fakeApi({
      '/api/admin/me': ok(aStaffSelf('admin')),
      '/api/admin/coupon/template/list': ok({ list: [weekend()], total: 1 }),
      '/api/admin/coupon/template/detail': ok(weekend({ totalQuantity: 500, audience: 'hidden', version: 3 })),
      [UPDATE]: ({ body }: Call) => {
        answered += 1;
        return answered === 1
          ? failure(409, 'RECORD_CHANGED', 'version: the coupon template was saved by someone else (2 → 3)')
          : ok(weekend({ ...body, version: 4 }));
      },
    });
    renderConsole('/coupons');
    fireEvent.click(button((await screen.findByText('周末满减')).closest('tr') as HTMLElement, '编辑'));
    const drawer = await openDialog();
    fireEvent.change(within(drawer).getByLabelText('名称'), { target: { value: '周末狂欢' } });
    fireEvent.click(button(drawer, '保存'));
    const dialog = await waitFor(() => {
      const open = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].at(-1);
      if (!open?.textContent?.includes('此记录在你编辑期间已被修改')) throw new Error('not yet');
      return open;
    });
    await waitFor(() => expect(dialog.textContent).toContain('仅后台发放'));
    expect(dialog.textContent).toContain('发放总量');
    expect(dialog.textContent).toContain('500');
    expect(dialog.textContent).not.toContain('周末狂欢');
    fireEvent.click(within(dialog).getByText('保存我的修改'));
    await waitFor(() => expect(api.bodiesTo(UPDATE)).toHaveLength(2));
    expect(api.bodiesTo(UPDATE)[0]).toMatchObject({ version: 2, name: '周末狂欢', totalQuantity: 100 });
    expect(api.bodiesTo(UPDATE)[1]).toMatchObject({
      id: 'tpl-1',
      version: 3,
      name: '周末狂欢',
      totalQuantity: 500,
      audience: 'hidden',
      validFrom: FROM,
      validUntil: FROM + 30 * DAY,
    });
  });
});
