// @vitest-environment jsdom
import type { AdminHomeSection, HomePreview } from '@ffe/shared/contracts/admin-home';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStaffSelf } from '../../../test/factories';
import { type Call, failure, fakeApi, ok } from '../../../test/fake-api';
import { openDialog, renderConsole, signedIn } from '../../../test/render-console';

const UPDATE = '/api/admin/home/section/update';
const LIST = '/api/admin/home/section/list';

const goods = (id: string, name: string) => ({
  id,
  name,
  cover: `/images/${id}.svg`,
  salePrice: 199,
  status: 'on_sale' as const,
});
const rose = goods('g-rose', '红玫瑰');
const lily = goods('g-lily', '香水百合');
const picks = (over: Partial<AdminHomeSection> = {}): AdminHomeSection => ({
  id: 'section-picks',
  title: '店长推荐',
  titleEn: null,
  kind: 'chosen',
  goods: [rose],
  sort: 1,
  version: 4,
  ...over,
});
const preview: HomePreview = {
  banners: [],
  entries: [],
  promotions: [],
  categoryIcons: [],
  sections: [],
  hotWords: [],
};

describe('the home section editor', () => {
  it("shows a colleague's goods when its save is refused as stale, then saves my title on top of their list", async () => {
    signedIn();
    let answered = 0;
    const api = fakeApi({
      '/api/admin/me': ok(aStaffSelf('admin')),
      '/api/admin/home/preview': ok(preview),
      [LIST]: ok({ list: [picks()] }),
      [UPDATE]: ({ body }: Call) => {
        answered += 1;
        return answered === 1
          ? failure(409, 'RECORD_CHANGED', 'version: the section was saved by someone else (4 → 5)')
          : ok(picks({ title: String(body.title), goods: [rose, lily], version: 6 }));
      },
    });
    renderConsole('/home-page?tab=sections');
    const list = await screen.findByRole('list', { name: '商品专区' });
    fireEvent.click(within(list).getByText('编辑'));
    const drawer = await openDialog();
    fireEvent.change(within(drawer).getByLabelText('标题'), { target: { value: '本周推荐' } });
    api.routes[LIST] = ok({ list: [picks({ goods: [rose, lily], version: 5 })] });
    fireEvent.click(within(drawer).getByRole('button', { name: /保\s?存/ }));
    const dialog = await waitFor(() => {
      const open = [...document.querySelectorAll<HTMLElement>('[role="dialog"]')].at(-1);
      if (!open?.textContent?.includes('此记录在你编辑期间已被修改')) throw new Error('not yet');
      return open;
    });
    await waitFor(() => expect(dialog.textContent).toContain('红玫瑰、香水百合'));
    expect(dialog.textContent).not.toContain('g-lily');
    fireEvent.click(within(dialog).getByText('保存我的修改'));
    await waitFor(() => expect(api.bodiesTo(UPDATE)).toHaveLength(2));
    expect(api.bodiesTo(UPDATE)).toEqual([
      { id: 'section-picks', version: 4, title: '本周推荐', titleEn: null, kind: 'chosen', goodsIds: ['g-rose'] },
      {
        id: 'section-picks',
        version: 5,
        title: '本周推荐',
        titleEn: null,
        kind: 'chosen',
        goodsIds: ['g-rose', 'g-lily'],
      },
    ]);
  });
});
