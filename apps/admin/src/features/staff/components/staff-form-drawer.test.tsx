// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStaffMember, aStaffSelf } from '../../../test/factories';
import { type Call, failure, fakeApi, ok } from '../../../test/fake-api';
import { openDialog, renderConsole, signedIn } from '../../../test/render-console';

const UPDATE = '/api/admin/staff/update';
const ann = aStaffMember({ _id: 'staff-ann', username: 'ann', displayName: '安花艺', role: 'florist', version: 5 });

describe('the staff editor', () => {
  it('shows what another admin changed when its save is refused as stale, then saves mine on top of theirs', async () => {
    signedIn();
    let answered = 0;
    const api = fakeApi({
      '/api/admin/me': ok(aStaffSelf('admin')),
      '/api/admin/staff/list': ok({ list: [ann], total: 1 }),
      '/api/admin/staff/detail': ok({ ...ann, role: 'courier', phone: '13900000002', version: 6 }),
      [UPDATE]: ({ body }: Call) => {
        answered += 1;
        return answered === 1
          ? failure(409, 'RECORD_CHANGED', 'version: the staff member was saved by someone else (5 → 6)')
          : ok({ ...ann, ...body, version: 7 });
      },
    });
    renderConsole('/staff');
    const row = (await screen.findByText('安花艺')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('编辑'));
    const drawer = await openDialog();
    fireEvent.change(within(drawer).getByLabelText('姓名'), { target: { value: '安主管' } });
    fireEvent.click(within(drawer).getByText('保存'));
    const dialog = await waitFor(() => {
      const open = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].at(-1);
      if (!open?.textContent?.includes('此记录在你编辑期间已被修改')) throw new Error('not yet');
      return open;
    });
    await waitFor(() => expect(dialog.textContent).toContain('配送员'));
    expect(dialog.textContent).toContain('花艺师');
    expect(dialog.textContent).toContain('13900000002');
    expect(dialog.textContent).not.toContain('安主管');
    fireEvent.click(within(dialog).getByText('保存我的修改'));
    await waitFor(() => expect(api.bodiesTo(UPDATE)).toHaveLength(2));
    expect(api.bodiesTo(UPDATE)).toEqual([
      { _id: 'staff-ann', version: 5, displayName: '安主管', role: 'florist', phone: null },
      { _id: 'staff-ann', version: 6, displayName: '安主管', role: 'courier', phone: '13900000002' },
    ]);
    expect(api.bodiesTo('/api/admin/staff/detail')).toEqual([{ _id: 'staff-ann' }]);
  });

  it('tells the person a member changed since the list was read when disabling, and sends nothing else', async () => {
    signedIn();
    const api = fakeApi({
      '/api/admin/me': ok(aStaffSelf('admin')),
      '/api/admin/staff/list': ok({ list: [ann], total: 1 }),
      [UPDATE]: failure(409, 'RECORD_CHANGED', 'version: stale'),
    });
    renderConsole('/staff');
    const row = (await screen.findByText('安花艺')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByText('停用'));
    fireEvent.click(within(await openDialog()).getByText('停用'));
    expect(await screen.findByText('已被他人修改，列表已显示最新内容，请核对后再操作')).toBeTruthy();
    expect(api.bodiesTo(UPDATE)).toEqual([{ _id: 'staff-ann', version: 5, enabled: false }]);
  });
});
