// @vitest-environment jsdom
import { FILE_LIST_MAX } from '@ffe/shared/constants';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockApi } from '../../test/factories';
import i18n from '../i18n';
import { deleteUploads } from './delete-uploads';

// PRODUCT.md#uploads: "fileList must be a non-empty array of strings, at most 50 entries"; 'fileList必须是非空的数组', 'fileID不合法'.
describe('deleting uploads by their fileList', () => {
  beforeAll(() => i18n.changeLanguage('zh-CN'));

  it('sends the fileList and answers what became of each file', async () => {
    const api = mockApi({ '/api/member/upload/delete': { fileList: [{ fileID: '/uploads/a.png', code: 'SUCCESS' }] } });
    await expect(deleteUploads(['/uploads/a.png'])).resolves.toEqual({
      fileList: [{ fileID: '/uploads/a.png', code: 'SUCCESS' }],
    });
    expect(api.bodies('/api/member/upload/delete')).toEqual([{ fileList: ['/uploads/a.png'] }]);
  });

  it.each([
    [[], 'fileList必须是非空的数组'],
    [['/uploads/a.png', ''], 'fileID不合法'],
    [Array.from({ length: FILE_LIST_MAX + 1 }, () => '/uploads/a.png'), `一次最多${FILE_LIST_MAX}个文件`],
  ])('refuses %j with its text before any call', async (fileList, text) => {
    const api = mockApi({});
    await expect(deleteUploads(fileList)).rejects.toMatchObject({ message: text, errCode: 'INVALID_PARAM' });
    expect(api.bodies('/api/member/upload/delete')).toEqual([]);
  });
});
