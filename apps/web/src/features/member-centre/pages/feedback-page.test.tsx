// @vitest-environment jsdom
import type { UploadResult } from '@ffe/shared/contracts/member-centre';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../../lib/toast';
import { uploadFile } from '../../../lib/upload';
import { mockApi } from '../../../test/factories';
import { renderPage } from '../../../test/render-page';
import FeedbackPage from './feedback-page';

vi.mock('../../../lib/toast', () => ({ toast: vi.fn() }));
vi.mock('../../../lib/upload', () => ({ uploadFile: vi.fn() }));

const FEEDBACK = '/pages/me/feedback/feedback';
const ADD = '/api/member/feedback/add';

function uploaded(url: string): UploadResult {
  return { name: 'file', path: url, size: 1024, type: 'image/png', fileType: 'image', cloudPath: url, url, errMsg: '' };
}

const aPicture = (name: string) => new File(['png'], name, { type: 'image/png' });

function choosePictures(...files: File[]) {
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(input, { target: { files } });
}

/** Submitting waits for every picture on its way; a test sends once the button says they have arrived. */
const uploadsDone = () =>
  waitFor(() => expect(screen.getByRole('button', { name: '提交' }).hasAttribute('disabled')).toBe(false));

function typeFeedback(text: string) {
  const box = screen.getByRole('textbox', { name: /反馈内容/ });
  fireEvent.change(box, { target: { value: text } });
  fireEvent.blur(box);
}

describe('FeedbackPage', () => {
  beforeEach(() => {
    vi.mocked(toast).mockClear();
    vi.mocked(uploadFile).mockReset();
    // jsdom has no object URLs; the uploader previews a picture on its way with one.
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('names each missing answer and a text that is too short, and sends nothing', async () => {
    const api = mockApi({ [ADD]: { id: 'f-1' } });
    renderPage(FeedbackPage, { path: FEEDBACK });

    fireEvent.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请选择反馈类型')).toBeTruthy();
    expect(screen.getByText('请为我们打分（1–5星）')).toBeTruthy();
    expect(screen.getByText('请填写反馈内容')).toBeTruthy();

    typeFeedback('太慢了！');
    expect(await screen.findByText('反馈内容至少5个字')).toBeTruthy();
    expect(screen.getByText('4/500')).toBeTruthy();
    expect(api.bodies(ADD)).toEqual([]);
  });

  it('sends the type, the stars, the trimmed text, the uploaded pictures and the contact, then goes back', async () => {
    const api = mockApi({ [ADD]: { id: 'f-1' } });
    vi.mocked(uploadFile).mockImplementation(async (file) => uploaded(`/uploads/${(file as File).name}`));
    renderPage(FeedbackPage, { path: FEEDBACK });

    fireEvent.click(screen.getByRole('button', { name: '配送' }));
    // The stars are a native radio group (the browser moves them with the arrow keys): 5, then one less.
    const stars = screen.getByRole('group', { name: '服务评分' });
    // The form item's label shows it once; the stars' own legend is for screen readers only.
    expect(
      screen
        .getAllByText('服务评分')
        .filter((label) => label.checkVisibility?.() !== false && !label.className.includes('hidden')),
    ).toHaveLength(1);
    fireEvent.click(within(stars).getByRole('radio', { name: '5星' }));
    fireEvent.click(within(stars).getByRole('radio', { name: '4星' }));
    expect(await screen.findByText('满意')).toBeTruthy();
    typeFeedback('  花送到时已经有些蔫了  ');
    choosePictures(aPicture('a.png'), aPicture('b.png'));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /删除第\d张图片/ })).toHaveLength(2));
    await uploadsDone();
    fireEvent.change(screen.getByRole('textbox', { name: '联系方式' }), { target: { value: ' 13800138000 ' } });
    fireEvent.click(screen.getByRole('button', { name: '提交' }));

    await waitFor(() =>
      expect(api.bodies(ADD)).toEqual([
        {
          type: 'delivery',
          rating: 4,
          content: '花送到时已经有些蔫了',
          pictures: ['/uploads/a.png', '/uploads/b.png'],
          contact: '13800138000',
        },
      ]),
    );
    expect(toast).toHaveBeenCalledWith('提交成功，感谢您的反馈', 'success');
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/'));
  });

  it('shows upload progress and waits for the pictures before it can be sent', async () => {
    let finish: (result: UploadResult) => void = () => {};
    vi.mocked(uploadFile).mockImplementation((_file, options) => {
      options?.onProgress?.(40);
      return new Promise((resolve) => {
        finish = resolve;
      });
    });
    mockApi({});
    renderPage(FeedbackPage, { path: FEEDBACK });

    choosePictures(aPicture('a.png'));
    expect((await screen.findByRole('status')).textContent).toContain('1张图片上传中 40%');
    expect(screen.getByRole('button', { name: '提交' }).hasAttribute('disabled')).toBe(true);

    finish(uploaded('/uploads/a.png'));
    await uploadsDone();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('takes as many pictures as fit, and says how many it left out', async () => {
    vi.mocked(uploadFile).mockImplementation(async (file) => uploaded(`/uploads/${(file as File).name}`));
    mockApi({});
    renderPage(FeedbackPage, { path: FEEDBACK });

    choosePictures(...['a', 'b', 'c', 'd', 'e', 'f'].map((name) => aPicture(`${name}.png`)));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /删除第\d张图片/ })).toHaveLength(4));
    expect(toast).toHaveBeenCalledWith('最多上传4张图片，已忽略多出的2张');
    expect(screen.queryByLabelText('添加图片')).toBeNull();
  });

  it('refuses a picture over the limit or of a type the shop does not take before uploading it, saying why', async () => {
    vi.mocked(uploadFile).mockImplementation(async (file) => uploaded(`/uploads/${(file as File).name}`));
    mockApi({});
    renderPage(FeedbackPage, { path: FEEDBACK });

    const huge = Object.defineProperty(aPicture('huge.png'), 'size', { value: 21 * 1024 * 1024 });
    choosePictures(huge, new File(['heic'], 'rose.heic', { type: 'image/heic' }), aPicture('fine.png'));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /删除第\d张图片/ })).toHaveLength(1));
    expect(toast).toHaveBeenCalledWith('图片不能超过5MB');
    expect(toast).toHaveBeenCalledWith('请选择 JPG、PNG、GIF 或 WebP 格式的图片');
    expect(vi.mocked(uploadFile).mock.calls.map(([file]) => (file as File).name)).toEqual(['fine.png']);
  });

  it('drops a picture that failed to upload, and sends only the others', async () => {
    const api = mockApi({ [ADD]: { id: 'f-2' } });
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.mocked(uploadFile).mockImplementation(async (file) => {
      if ((file as File).name === 'bad.png') throw new Error('上传失败');
      return uploaded('/uploads/good.png');
    });
    renderPage(FeedbackPage, { path: FEEDBACK });

    fireEvent.click(screen.getByRole('button', { name: '建议' }));
    fireEvent.click(screen.getByRole('radio', { name: '5星' }));
    typeFeedback('希望增加更多向日葵');
    choosePictures(aPicture('good.png'), aPicture('bad.png'));
    await waitFor(() => expect(screen.getAllByRole('button', { name: /删除第\d张图片/ })).toHaveLength(1));
    await uploadsDone();
    fireEvent.click(screen.getByRole('button', { name: '提交' }));

    await waitFor(() => expect(api.bodies(ADD)).toHaveLength(1));
    expect(api.bodies(ADD)[0]).toMatchObject({ type: 'suggestion', rating: 5, pictures: ['/uploads/good.png'] });
  });
});
