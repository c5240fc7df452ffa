// @vitest-environment jsdom

import type { UploadResult } from '@ffe/shared/contracts/member-centre';
import type { CommentOrderRequest } from '@ffe/shared/contracts/order';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { uploadFile } from '../../../lib/upload';
import { mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import { aLine, anOrder } from '../test/orders';
import OrderCommentPage from './order-comment-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));
vi.mock('../../../lib/upload', () => ({ uploadFile: vi.fn() }));

const DETAIL = '/api/mall/order/detail/o-1';
const COMMENT = '/api/mall/order/comment';

const rose = aLine();
const lily = aLine({ id: 'l-lily', goodsId: 'g-lily', name: '香水百合', quantity: 1 });
const tulip = aLine({ id: 'l-tulip', goodsId: 'g-tulip', name: '郁金香', commented: true });
const received = anOrder({ status: 'received', lines: [rose, lily, tulip] });

function uploaded(url: string): UploadResult {
  return { name: 'file', path: url, size: 1024, type: 'image/png', fileType: 'image', cloudPath: url, url, errMsg: '' };
}

const block = (name: string) => screen.getByRole('region', { name });
const typeIn = (region: HTMLElement, text: string) =>
  fireEvent.change(within(region).getByRole('textbox', { name: '评价内容' }), { target: { value: text } });

describe('OrderCommentPage', () => {
  beforeEach(() => {
    vi.mocked(toast).mockClear();
    vi.mocked(uploadFile).mockReset();
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('sends a comment for each line still waiting, with its stars, words, pictures and anonymity', async () => {
    vi.mocked(uploadFile).mockImplementation(async (file) => uploaded(`/uploads/${(file as File).name}`));
    const api = mockApi({ [DETAIL]: received, [COMMENT]: { ...received, status: 'completed' } });
    renderPage(OrderCommentPage, { path: PATHS.orderComment, search: '?id=o-1' });

    expect((await screen.findAllByTestId('comment-block')).map((b) => b.getAttribute('aria-label'))).toEqual([
      '红玫瑰 11 枝',
      '香水百合',
    ]);
    // Five stars unless the member says otherwise.
    expect(within(block('香水百合')).getByRole('radio', { name: '5星' })).toHaveProperty('checked', true);
    fireEvent.click(within(block('红玫瑰 11 枝')).getByRole('radio', { name: '3星' }));
    expect(within(block('红玫瑰 11 枝')).getByText('一般')).toBeTruthy();
    typeIn(block('红玫瑰 11 枝'), '  花很新鲜  ');
    typeIn(block('香水百合'), '很香');
    expect(within(block('香水百合')).getByText('2/500')).toBeTruthy();
    fireEvent.click(within(block('香水百合')).getByRole('switch', { name: '匿名评价' }));
    const input = block('红玫瑰 11 枝').querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['png'], 'rose.png', { type: 'image/png' })] } });
    expect(within(block('红玫瑰 11 枝')).getByRole('img', { name: '第1张图片' })).toBeTruthy();
    // Sending waits for the picture to finish uploading.
    const send = screen.getByRole('button', { name: '提交评价' });
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    expect(screen.queryByRole('status')).toBeNull();

    fireEvent.click(send);

    await waitFor(() =>
      expect(api.bodies<CommentOrderRequest>(COMMENT)).toEqual([
        {
          orderId: 'o-1',
          comments: [
            { lineId: 'l-rose', rating: 3, content: '花很新鲜', pictures: ['/uploads/rose.png'], anonymous: false },
            { lineId: 'l-lily', rating: 5, content: '很香', pictures: [], anonymous: true },
          ],
        },
      ]),
    );
    expect(toast).toHaveBeenCalledWith('评价成功，感谢您的分享', 'success');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe(`${PATHS.orderDetail}?id=o-1`));
  });

  it('asks for words on every line before sending anything', async () => {
    const api = mockApi({ [DETAIL]: received, [COMMENT]: received });
    renderPage(OrderCommentPage, { path: PATHS.orderComment, search: '?id=o-1' });
    typeIn((await screen.findAllByTestId('comment-block'))[0] as HTMLElement, '好看');

    fireEvent.click(screen.getByRole('button', { name: '提交评价' }));

    expect(within(block('香水百合')).getByText('请写下您对这束花的评价')).toBeTruthy();
    expect(within(block('红玫瑰 11 枝')).queryByText('请写下您对这束花的评价')).toBeNull();
    expect(api.bodies(COMMENT)).toEqual([]);
  });

  it('waits for pictures still uploading, and shows how far they are', async () => {
    vi.mocked(uploadFile).mockImplementation((_file, options) => {
      options?.onProgress?.(40);
      return new Promise(() => {});
    });
    mockApi({ [DETAIL]: received });
    renderPage(OrderCommentPage, { path: PATHS.orderComment, search: '?id=o-1' });
    const rosePictures = (await screen.findAllByTestId('comment-block'))[0]?.querySelector('input[type="file"]');
    fireEvent.change(rosePictures as HTMLInputElement, { target: { files: [new File(['png'], 'a.png')] } });

    expect((await screen.findByRole('status')).textContent).toBe('1张图片上传中 40%');
    await waitFor(() => expect(screen.getByRole('button', { name: '提交评价' }).hasAttribute('disabled')).toBe(true));
    const api = mockApi({ [DETAIL]: received });
    fireEvent.click(screen.getByRole('button', { name: '删除第1张图片' }));
    await waitFor(() => expect(screen.getByRole('button', { name: '提交评价' }).hasAttribute('disabled')).toBe(false));
    expect(api.bodies('/api/member/upload/delete')).toEqual([]);
  });

  // batchDeleteFile (PRODUCT.md#shop-calls): a picture taken out of the draft is deleted unless something uses it.
  it('deletes an uploaded picture taken out of the draft, and deletes nothing for one still uploading', async () => {
    vi.mocked(uploadFile).mockImplementation(async (file) => uploaded(`/uploads/${(file as File).name}`));
    const api = mockApi({
      [DETAIL]: received,
      '/api/member/upload/delete': { fileList: [{ fileID: '/uploads/rose.png', code: 'SUCCESS' }] },
    });
    renderPage(OrderCommentPage, { path: PATHS.orderComment, search: '?id=o-1' });
    const input = (await screen.findAllByTestId('comment-block'))[0]?.querySelector('input[type="file"]');
    fireEvent.change(input as HTMLInputElement, { target: { files: [new File(['png'], 'rose.png')] } });
    const send = screen.getByRole('button', { name: '提交评价' });
    await waitFor(() => expect(send.hasAttribute('disabled')).toBe(false));
    fireEvent.click(screen.getByRole('button', { name: '删除第1张图片' }));
    await waitFor(() => expect(api.bodies('/api/member/upload/delete')).toEqual([{ fileList: ['/uploads/rose.png'] }]));
    expect(screen.queryByRole('img', { name: '第1张图片' })).toBeNull();
  });

  it('says so when every line has been commented, and links back to the order', async () => {
    mockApi({ [DETAIL]: anOrder({ status: 'completed', lines: [tulip] }) });
    renderPage(OrderCommentPage, { path: PATHS.orderComment, search: '?id=o-1' });
    expect(await screen.findByText('这个订单已经评价过了')).toBeTruthy();
    expect(screen.getByRole('link', { name: '查看订单' }).getAttribute('href')).toBe(`${PATHS.orderDetail}?id=o-1`);
    expect(screen.queryByRole('button', { name: '提交评价' })).toBeNull();
  });

  it('does not take comments before the flowers have arrived', async () => {
    mockApi({ [DETAIL]: anOrder({ status: 'delivering' }) });
    renderPage(OrderCommentPage, { path: PATHS.orderComment, search: '?id=o-1' });
    expect(await screen.findByText('订单签收后才能评价')).toBeTruthy();
  });
});
