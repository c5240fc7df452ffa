// @vitest-environment jsdom
import type { HomePreview } from '@ffe/shared/contracts/admin-home';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStaffSelf } from '../../../test/factories';
import { fakeApi, ok } from '../../../test/fake-api';
import { renderConsole, signedIn } from '../../../test/render-console';

const preview: HomePreview = {
  banners: [],
  entries: [],
  promotions: [],
  categoryIcons: [],
  sections: [],
  hotWords: ['玫瑰', '百合'],
};

describe('the hot words tab', () => {
  it('shows each word with its English, and saves a new word with the English typed beside it', async () => {
    signedIn();
    const api = fakeApi({
      '/api/admin/me': ok(aStaffSelf('admin')),
      '/api/admin/home/preview': ok(preview),
      '/api/admin/home/hot-words': ok({
        words: [
          { word: '玫瑰', wordEn: 'Rose' },
          { word: '百合', wordEn: null },
        ],
      }),
      '/api/admin/home/hot-words/update': ok({ words: [] }),
    });
    renderConsole('/home-page?tab=hotWords');
    const list = await screen.findByRole('list', { name: '热门搜索' });
    expect((within(list).getByRole('textbox', { name: '「玫瑰」的英文' }) as HTMLInputElement).value).toBe('Rose');
    expect((within(list).getByRole('textbox', { name: '「百合」的英文' }) as HTMLInputElement).value).toBe('');

    fireEvent.change(screen.getByPlaceholderText('输入搜索词后回车'), { target: { value: '向日葵' } });
    fireEvent.click(screen.getByRole('button', { name: '新增' }));
    fireEvent.change(await within(list).findByRole('textbox', { name: '「向日葵」的英文' }), {
      target: { value: 'Sunflower' },
    });
    fireEvent.change(within(list).getByRole('textbox', { name: '「玫瑰」的英文' }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: /^保\s?存$/ }));
    await waitFor(() =>
      expect(api.bodiesTo('/api/admin/home/hot-words/update')).toEqual([
        {
          words: [
            { word: '玫瑰', wordEn: null },
            { word: '百合', wordEn: null },
            { word: '向日葵', wordEn: 'Sunflower' },
          ],
        },
      ]),
    );
  });
});
