// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStaffMember, aStaffSelf } from '../../../test/factories';
import { type Call, failure, fakeApi, ok } from '../../../test/fake-api';
import { openDialog, renderConsole, signedIn } from '../../../test/render-console';

const ann = aStaffMember({ _id: 'staff-ann', username: 'ann', displayName: '安花艺', role: 'florist' });
const bo = aStaffMember({ _id: 'staff-bo', username: 'bo', displayName: '波师傅', role: 'courier', enabled: false });

/** The staff list as the server would answer it: the given rows, counted as `total`. */
const staffList = (rows = [ann, bo], total = rows.length) => ok({ list: rows, total });

function openConsoleAt(path: string, routes: Parameters<typeof fakeApi>[0] = {}) {
  signedIn();
  const api = fakeApi({ '/api/admin/me': ok(aStaffSelf('admin')), '/api/admin/staff/list': staffList(), ...routes });
  return { api, app: renderConsole(path) };
}

/** Picks an option of the antd select labelled `label` inside `container`. */
async function choose(container: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(container).getByLabelText(label));
  await waitFor(() => {
    const item = [...document.querySelectorAll('.ant-select-item-option')].find((o) => o.textContent === option);
    if (!item) throw new Error(`no option ${option} in ${label}`);
    fireEvent.click(item);
  });
}

/** The form item (label, control, messages) of the field labelled `label` inside `container`. */
const field = (container: HTMLElement, label: string) =>
  within(container).getByLabelText(label).closest('.ant-form-item') as HTMLElement;

const filters = () => document.querySelector('.filters') as HTMLElement;
const tableHead = () => document.querySelector('.ant-table-thead') as HTMLElement;

describe('the staff page', () => {
  it('reads its filters and page from the address, and writes each change back to it', async () => {
    const { api, app } = openConsoleAt('/staff?keyword=an&role=florist&enabled=true&page=2');
    expect(await screen.findByText('安花艺')).toBeTruthy();
    expect(api.bodiesTo('/api/admin/staff/list')[0]).toEqual({
      keyword: 'an',
      role: 'florist',
      enabled: true,
      page: 2,
      pageSize: 20,
    });
    expect((screen.getByLabelText('用户名、姓名或手机号') as HTMLInputElement).value).toBe('an');

    await choose(filters(), '角色', '配送员');
    await waitFor(() => expect(app.where()).toBe('/staff?keyword=an&role=courier&enabled=true'));
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/staff/list').at(-1)).toEqual({
        keyword: 'an',
        role: 'courier',
        enabled: true,
        page: 1,
        pageSize: 20,
      }),
    );

    const keyword = screen.getByLabelText('用户名、姓名或手机号');
    fireEvent.change(keyword, { target: { value: 'bo' } });
    fireEvent.keyDown(keyword, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(app.where()).toBe('/staff?keyword=bo&role=courier&enabled=true'));

    // The back button shows the list as it was, filters and all.
    await act(() => app.router.navigate(-1));
    await waitFor(() => expect(app.where()).toBe('/staff?keyword=an&role=courier&enabled=true'));
    await waitFor(() => expect((screen.getByLabelText('用户名、姓名或手机号') as HTMLInputElement).value).toBe('an'));

    fireEvent.click(within(filters()).getByText('清除筛选'));
    await waitFor(() => expect(app.where()).toBe('/staff'));
  });

  it('pages on the server and keeps the page and sort in the address', async () => {
    const { api, app } = openConsoleAt('/staff', { '/api/admin/staff/list': staffList([ann, bo], 45) });
    expect(await screen.findByText('安花艺')).toBeTruthy();
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(app.where()).toBe('/staff?page=3'));
    await waitFor(() => expect(api.bodiesTo('/api/admin/staff/list').at(-1)).toMatchObject({ page: 3 }));

    fireEvent.click(within(tableHead()).getByText('姓名'));
    await waitFor(() => expect(app.where()).toBe('/staff?sort=displayName&order=ascend'));
    // The server sorts, over every page, not just the rows on screen.
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/staff/list').at(-1)).toMatchObject({
        sort: 'displayName',
        order: 'asc',
        page: 1,
      }),
    );
    fireEvent.click(within(tableHead()).getByText('姓名'));
    await waitFor(() => expect(app.where()).toBe('/staff?sort=displayName&order=descend'));
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/staff/list').at(-1)).toMatchObject({ sort: 'displayName', order: 'desc' }),
    );
    fireEvent.click(within(tableHead()).getByText('角色'));
    await waitFor(() => expect(app.where()).toBe('/staff?sort=role&order=ascend'));
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/staff/list').at(-1)).toMatchObject({ sort: 'role', order: 'asc' }),
    );
  });

  it('turns pages with PageDown and PageUp, and moves between rows with J and K', async () => {
    const { app } = openConsoleAt('/staff', { '/api/admin/staff/list': staffList([ann, bo], 45) });
    expect(await screen.findByText('安花艺')).toBeTruthy();
    fireEvent.keyDown(document.body, { key: 'j' });
    await waitFor(() => expect(screen.getByText('安花艺').closest('tr')?.className).toContain('row-active'));
    fireEvent.keyDown(document.body, { key: 'j' });
    await waitFor(() => expect(screen.getByText('波师傅').closest('tr')?.className).toContain('row-active'));
    fireEvent.keyDown(document.body, { key: 'PageDown' });
    await waitFor(() => expect(app.where()).toBe('/staff?page=2'));
    fireEvent.keyDown(document.body, { key: 'PageUp' });
    await waitFor(() => expect(app.where()).toBe('/staff'));
  });

  it('shows a failed list with a retry, and an empty filtered list with a way out', async () => {
    const { api } = openConsoleAt('/staff?role=service', {
      '/api/admin/staff/list': failure(500, 'SYSTEM_ERROR', 'Something went wrong on our side'),
    });
    // The console says what happened in its own words, never the server's English.
    expect(await screen.findByText('服务器出了点问题，请稍后重试')).toBeTruthy();
    expect(document.body.textContent).not.toContain('Something went wrong');
    api.routes['/api/admin/staff/list'] = staffList([], 0);
    fireEvent.click(screen.getByText('重试'));
    expect(await screen.findByText('没有符合条件的记录')).toBeTruthy();
  });

  it("adds a staff member, showing the problem the server names next to its field in the page's words", async () => {
    const { api } = openConsoleAt('/staff', {
      '/api/admin/staff/create': failure(400, 'INVALID_PARAM', 'username: TOO_SHORT 3'),
    });
    fireEvent.click(await screen.findByText('新增员工'));
    const drawer = await openDialog();
    fireEvent.change(within(drawer).getByLabelText('用户名'), { target: { value: 'ann' } });
    fireEvent.change(within(drawer).getByLabelText('姓名'), { target: { value: '安二' } });
    await choose(drawer, '角色', '花艺师');
    fireEvent.change(within(drawer).getByLabelText('初始密码'), { target: { value: 'flowers-2026' } });
    fireEvent.click(within(drawer).getByText('新增员工', { selector: 'button *' }));

    await waitFor(() => expect(within(field(drawer, '用户名')).queryByText('至少 3 个字')).toBeTruthy());
    expect(api.bodiesTo('/api/admin/staff/create')).toEqual([
      { username: 'ann', password: 'flowers-2026', displayName: '安二', role: 'florist' },
    ]);
    // The drawer stays open with what was typed, to fix the one field.
    expect((within(drawer).getByLabelText('姓名') as HTMLInputElement).value).toBe('安二');
  });

  /** Opens 新增员工 and fills in ann as a florist; answers the drawer. */
  async function fillNewMember() {
    fireEvent.click(await screen.findByText('新增员工'));
    const drawer = await openDialog();
    fireEvent.change(within(drawer).getByLabelText('用户名'), { target: { value: 'ann' } });
    fireEvent.change(within(drawer).getByLabelText('姓名'), { target: { value: '安二' } });
    await choose(drawer, '角色', '花艺师');
    fireEvent.change(within(drawer).getByLabelText('初始密码'), { target: { value: 'flowers-2026' } });
    return drawer;
  }

  it('adds one member when 新增员工 is clicked again while the first request is on its way', async () => {
    let drawer: HTMLElement | undefined;
    const submit = () => fireEvent.click(within(drawer as HTMLElement).getByText('新增员工', { selector: 'button *' }));
    const { api } = openConsoleAt('/staff', {
      '/api/admin/staff/create': () => {
        // The second click lands as the first request leaves, before React has drawn the button busy.
        submit();
        return ok(aStaffMember({ _id: 'staff-ann2', username: 'ann', displayName: '安二', role: 'florist' }));
      },
    });
    drawer = await fillNewMember();
    submit();
    expect(await screen.findByText('已新增员工 安二')).toBeTruthy();
    expect(api.bodiesTo('/api/admin/staff/create')).toHaveLength(1);
  });

  it("says a taken username under its field in the page's language", async () => {
    openConsoleAt('/staff', {
      '/api/admin/staff/create': failure(409, 'USERNAME_TAKEN', 'username: already taken'),
    });
    const drawer = await fillNewMember();
    fireEvent.click(within(drawer).getByText('新增员工', { selector: 'button *' }));
    expect(await within(field(drawer, '用户名')).findByText('该用户名已被使用，请换一个')).toBeTruthy();
    expect(drawer.textContent).not.toContain('already taken');
  });

  it("checks the shop's rules before asking the server", async () => {
    const { api } = openConsoleAt('/staff');
    fireEvent.click(await screen.findByText('新增员工'));
    const drawer = await openDialog();
    fireEvent.change(within(drawer).getByLabelText('用户名'), { target: { value: '13800000000' } });
    fireEvent.change(within(drawer).getByLabelText('手机号'), { target: { value: '12345' } });
    fireEvent.change(within(drawer).getByLabelText('初始密码'), { target: { value: 'password' } });
    fireEvent.click(within(drawer).getByText('新增员工', { selector: 'button *' }));
    expect(await within(field(drawer, '用户名')).findByText('以字母开头，3 到 32 位字母、数字、_ 或 .')).toBeTruthy();
    expect(await within(field(drawer, '手机号')).findByText('请输入以 1 开头的 11 位手机号')).toBeTruthy();
    expect(
      await within(field(drawer, '初始密码')).findByText('8 到 16 位，至少包含字母、数字、符号中的两种'),
    ).toBeTruthy();
    expect(await within(field(drawer, '姓名')).findByText('请输入姓名')).toBeTruthy();
    expect(api.bodiesTo('/api/admin/staff/create')).toEqual([]);
  });

  it('edits a name, role and phone', async () => {
    const { api } = openConsoleAt('/staff', {
      '/api/admin/staff/update': ({ body }: Call) => ok({ ...ann, ...body }),
    });
    const annRow = (await screen.findByText('安花艺')).closest('tr') as HTMLElement;
    fireEvent.click(within(annRow).getByText('编辑'));
    const drawer = await openDialog();
    const name = within(drawer).getByLabelText('姓名') as HTMLInputElement;
    expect(name.value).toBe('安花艺');
    fireEvent.change(name, { target: { value: '安主管' } });
    fireEvent.change(within(drawer).getByLabelText('手机号'), { target: { value: '13900000001' } });
    fireEvent.click(within(drawer).getByText('保存'));
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/staff/update')).toEqual([
        { _id: 'staff-ann', version: 1, displayName: '安主管', role: 'florist', phone: '13900000001' },
      ]),
    );
  });

  it('disables and re-enables only after asking', async () => {
    const { api } = openConsoleAt('/staff', {
      '/api/admin/staff/update': ({ body }: Call) => ok({ ...ann, ...body }),
    });
    const annRow = (await screen.findByText('安花艺')).closest('tr') as HTMLElement;
    fireEvent.click(within(annRow).getByText('停用'));
    const question = await openDialog();
    expect(question.textContent).toContain('停用 安花艺？');
    expect(api.bodiesTo('/api/admin/staff/update')).toEqual([]);
    fireEvent.click(within(question).getByText('停用'));
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/staff/update')).toEqual([{ _id: 'staff-ann', version: 1, enabled: false }]),
    );

    const boRow = screen.getByText('波师傅').closest('tr') as HTMLElement;
    fireEvent.click(within(boRow).getByText('启用'));
    expect((await openDialog()).textContent).toContain('重新启用 波师傅？');
  });

  it('resets a password after asking for the new one', async () => {
    const { api } = openConsoleAt('/staff', { '/api/admin/staff/reset-password': ok(null) });
    const annRow = (await screen.findByText('安花艺')).closest('tr') as HTMLElement;
    fireEvent.click(within(annRow).getByText('重置密码'));
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('重置 安花艺 的密码');
    fireEvent.change(within(dialog).getByLabelText('新密码'), { target: { value: 'fresh-2026' } });
    fireEvent.click(within(dialog).getByText('重置密码', { selector: 'button *' }));
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/staff/reset-password')).toEqual([{ _id: 'staff-ann', password: 'fresh-2026' }]),
    );
  });
});
