import { useMutation } from '@tanstack/react-query';
import { uploadConsolePicture } from '../../../lib/upload';

/** A banner or card picture: stored as WebP at three widths; the record keeps `path`. */
export const useUploadHomePicture = () => useMutation({ mutationFn: (file: Blob) => uploadConsolePicture(file) });
