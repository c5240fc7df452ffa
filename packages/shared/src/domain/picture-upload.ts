import { PICTURE_TYPES } from '../constants';

/** Why a browser refuses a picture before sending it, or undefined when the server may judge it. */
export type PictureProblem = 'tooLarge' | 'notPicture';

/** A byte limit in whole megabytes, as a refusal names it. */
export const megabytesOf = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * Checks a chosen file before it is uploaded: over `maxBytes`, or declared as a type other than the pictures the shop
 * takes. A file with no declared type is left to the server, which reads its content.
 */
export function pictureProblem(file: { size: number; type: string }, maxBytes: number): PictureProblem | undefined {
  if (file.type !== '' && !(PICTURE_TYPES as readonly string[]).includes(file.type)) return 'notPicture';
  if (file.size > maxBytes) return 'tooLarge';
  return undefined;
}
