// The checks of a cloudPath and a fileList (PRODUCT.md#uploads), one rule for the server and the browsers.
// No zod here: the web app imports these without pulling the schema library into its bundle.
import { FILE_LIST_MAX } from '../constants';

/** The product's own messages, verbatim (PRODUCT.md#uploads: "The messages seen"). */
export const CLOUD_FILE_MESSAGES = {
  fileListEmpty: 'fileList必须是非空的数组',
  cloudPathEmpty: 'cloudPath不可为空',
  cloudPathInvalid: 'cloudPath不合法',
  fileIdInvalid: 'fileID不合法',
} as const;

export type CloudFileProblem = keyof typeof CLOUD_FILE_MESSAGES | 'fileListTooLong';

/**
 * What is wrong with a cloudPath, if anything: "a non-empty cloudPath string without '://' (and without a backslash as
 * a real path)" (PRODUCT.md#uploads).
 */
export function cloudPathProblem(cloudPath: unknown): CloudFileProblem | undefined {
  if (typeof cloudPath !== 'string' || cloudPath.trim() === '') return 'cloudPathEmpty';
  if (cloudPath.includes('://') || cloudPath.includes('\\')) return 'cloudPathInvalid';
  return undefined;
}

/**
 * What is wrong with a fileList, if anything, and the index of the entry at fault: "fileList must be a non-empty array
 * of strings, at most 50 entries" (PRODUCT.md#uploads).
 */
export function fileListProblem(fileList: unknown): { problem: CloudFileProblem; index?: number } | undefined {
  if (!Array.isArray(fileList) || fileList.length === 0) return { problem: 'fileListEmpty' };
  if (fileList.length > FILE_LIST_MAX) return { problem: 'fileListTooLong' };
  const index = fileList.findIndex((fileId) => typeof fileId !== 'string' || fileId.trim() === '');
  return index === -1 ? undefined : { problem: 'fileIdInvalid', index };
}
