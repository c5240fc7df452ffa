import type { UploadedPicture } from '@ffe/shared/contracts/admin-pictures';
import { useMutation } from '@tanstack/react-query';
import { uploadPicture } from '../../../lib/upload';

/** A banner or card picture: stored as WebP at three widths; the record keeps `path`. */
export const uploadHomePicture = (file: Blob) =>
  uploadPicture<UploadedPicture>(file, undefined, '/api/admin/pictures/upload');

export const useUploadHomePicture = () => useMutation({ mutationFn: uploadHomePicture });
