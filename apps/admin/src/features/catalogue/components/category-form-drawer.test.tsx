// @vitest-environment jsdom
import type { AdminCategoryNode } from '@ffe/shared/contracts/admin-categories';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStaffSelf } from '../../../test/factories';
import { type Answer, type Call, failure, fakeApi, ok } from '../../../test/fake-api';
import { openDialog, renderConsole, signedIn } from '../../../test/render-console';

const UPDATE = '/api/admin/category/update';
const TREE = '/api/admin/category/tree';

const love = (over: Partial<AdminCategoryNode> = {}): AdminCategoryNode => ({
  id: 'cat-love',
  name: '爱情鲜花',
  nameEn: null,
  icon: '/images/icon/rose-red.svg',
  parentId: null,
  sort: 1,
  visible: true,
  goodsCount: 3,
  version: 2,
  children: [],
  ...over,
});

/** The categories page with the editor open on 爱情鲜花, read at version 2. */
async function editor(update: Answer | ((call: Call) => Answer)) {
  signedIn();
  const api = fakeApi({ '/api/admin/me': ok(aStaffSelf('florist')), [TREE]: ok({ list: [love()] }), [UPDATE]: update });
  renderConsole('/categories');
  const row = (await screen.findByText('爱情鲜花')).closest('tr') as HTMLElement;
  fireEvent.click(within(row).getByText('编辑'));
  return { api, drawer: await openDialog() };
}

/** The stale-save dialog, once it is on top. */
const staleDialog = () =>
  waitFor(() => {
    const open = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].at(-1);
    if (!open?.textContent?.includes('此记录在你编辑期间已被修改')) throw new Error('not yet');
    return open;
  });

describe('the category editor', () => {
  it('saves with the version it read', async () => {
    const { api, drawer } = await editor(ok(love({ name: '爱情花束', version: 3 })));
    fireEvent.change(within(drawer).getByLabelText('分类名称'), { target: { value: '爱情花束' } });
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(api.bodiesTo(UPDATE)).toHaveLength(1));
    expect(api.bodiesTo(UPDATE)[0]).toMatchObject({ id: 'cat-love', version: 2, name: '爱情花束', visible: true });
  });

  it('shows what a colleague changed when its save is refused as stale, then saves mine on top of theirs', async () => {
    let answered = 0;
    const { api, drawer } = await editor(() => {
      answered += 1;
      return answered === 1
        ? failure(409, 'RECORD_CHANGED', 'version: the category was saved by someone else (2 → 3)')
        : ok(love({ name: '爱情花束', visible: false, version: 4 }));
    });
    fireEvent.change(within(drawer).getByLabelText('分类名称'), { target: { value: '爱情花束' } });
    api.routes[TREE] = ok({ list: [love({ nameEn: 'Love', visible: false, version: 3 })] });
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s?存/ }));
    const dialog = await staleDialog();
    await waitFor(() => expect(dialog.textContent).toContain('在商城显示'));
    expect(dialog.textContent).toContain('英文名称');
    expect(dialog.textContent).toContain('Love');
    expect(dialog.textContent).not.toContain('version:');
    fireEvent.click(within(dialog).getByText('保存我的修改'));
    await waitFor(() => expect(api.bodiesTo(UPDATE)).toHaveLength(2));
    expect(api.bodiesTo(UPDATE)[1]).toMatchObject({
      id: 'cat-love',
      version: 3,
      name: '爱情花束',
      nameEn: 'Love',
      visible: false,
    });
  });

  it('loads theirs instead when told to, leaving the form to be saved from their version', async () => {
    const { api, drawer } = await editor(failure(409, 'RECORD_CHANGED', 'version: stale'));
    fireEvent.change(within(drawer).getByLabelText('分类名称'), { target: { value: '我的名字' } });
    api.routes[TREE] = ok({ list: [love({ name: '他们的名字', version: 3 })] });
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s?存/ }));
    const dialog = await staleDialog();
    await waitFor(() => expect(dialog.textContent).toContain('他们的名字'));
    fireEvent.click(within(dialog).getByText('放弃我的修改，载入最新版本'));
    await waitFor(() =>
      expect((within(drawer).getByLabelText('分类名称') as HTMLInputElement).value).toBe('他们的名字'),
    );
    api.routes[UPDATE] = ok(love({ name: '他们的名字', version: 4 }));
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(api.bodiesTo(UPDATE)).toHaveLength(2));
    expect(api.bodiesTo(UPDATE)[1]).toMatchObject({ version: 3, name: '他们的名字' });
  });
});
