import { UPLOAD_MAX_BYTES } from '@ffe/shared/constants';
import { megabytesOf, pictureProblem } from '@ffe/shared/domain/picture-upload';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { uploadFile } from '../../../lib/upload';

/**
 * The avatar's hidden file input: `choose` checks the picture, uploads it with its `progress` (undefined when idle)
 * and hands the uploaded address to `onUploaded`.
 */
export function useAvatarUpload(onUploaded: (url: string) => void) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number>();
  const fileInput = useRef<HTMLInputElement>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same picture may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    const problem = pictureProblem(file, UPLOAD_MAX_BYTES);
    if (problem === 'notPicture') return toast(t('settings.avatarNotImage'));
    if (problem === 'tooLarge') return toast(t('settings.avatarTooLarge', { size: megabytesOf(UPLOAD_MAX_BYTES) }));
    setProgress(0);
    try {
      const uploaded = await uploadFile(file, { onProgress: setProgress });
      onUploaded(uploaded.url);
    } catch {
      // uploadFile has said what went wrong.
    } finally {
      setProgress(undefined);
    }
  };

  return { progress, fileInput, choose };
}
