// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { renderPage } from '../../../test/render-page';
import { WECHAT_SERVICE_ID } from '../constants';
import WechatAddPage from './wechat-add-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));

describe('adding customer service on WeChat', () => {
  beforeEach(() => vi.mocked(toast).mockClear());

  it('shows a QR code of the contact and its id', async () => {
    renderPage(WechatAddPage, { path: PATHS.wechatAdd });
    const qr = await screen.findByRole('img', { name: '客服微信二维码' });
    expect(decodeURIComponent(qr.getAttribute('src') ?? '')).toContain('<svg');
    expect(screen.getByText(WECHAT_SERVICE_ID)).toBeTruthy();
  });

  it('copies the id and says so', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage(WechatAddPage, { path: PATHS.wechatAdd });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '复制微信号' })));
    expect(writeText).toHaveBeenCalledWith(WECHAT_SERVICE_ID);
    expect(toast).toHaveBeenCalledWith('已复制', 'success');
  });

  it('tells how to copy by hand when the clipboard is refused', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    renderPage(WechatAddPage, { path: PATHS.wechatAdd });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '复制微信号' })));
    expect(toast).toHaveBeenCalledWith('复制失败，请长按微信号手动复制');
  });
});
