import { FILE_LIST_MAX } from '@ffe/shared/constants';
import type * as memberCentreContracts from '@ffe/shared/contracts/member-centre';
import type { UploadDeleteResult } from '@ffe/shared/contracts/member-centre';
import { fileListProblem } from '@ffe/shared/domain/cloud-files';
import { ApiError, call } from '../api-client';
import i18n from '../i18n';

/**
 * Deletes the member's uploads a fileList names that nothing uses any more (POST /api/member/upload/delete, the account module's
 * batchDeleteFile): a picture taken out of a draft. A fileList PRODUCT.md#uploads refuses (empty, over 50, an entry
 * that is no file id) is refused here with its text, before any call.
 */
export function deleteUploads(fileList: readonly string[]): Promise<UploadDeleteResult> {
  const refused = fileListProblem(fileList);
  if (refused) {
    const text = i18n.t(`request.${refused.problem}`, { max: FILE_LIST_MAX });
    return Promise.reject(new ApiError(text, 400, 'INVALID_PARAM'));
  }
  return call<typeof memberCentreContracts.uploadDelete>('/api/member/upload/delete', { fileList: [...fileList] });
}
