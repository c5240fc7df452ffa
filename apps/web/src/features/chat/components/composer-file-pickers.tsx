import { useImClient } from '@ffe/im-client/client-context';
import { sendFile, sendVideo } from '@ffe/im-client/runtime/message-senders';
import type { Translate } from '@ffe/im-client/utils/friendly-time';
import { FILE_LIST_MAX, IM } from '@ffe/shared/constants';
import type { ChatUploadKind } from '@ffe/shared/contracts/im';
import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { alreadyReported } from '../utils/already-reported';
import styles from './composer.module.css';

/** A file over its kind's limit is refused here, before it shows as a message that could only fail. */
function fitsUpload(file: File, kind: ChatUploadKind, t: Translate): boolean {
  const limit = IM.UPLOAD_MAX_BYTES[kind];
  if (file.size <= limit) return true;
  toast(t('chat.upload.tooLarge', { max: Math.round(limit / 1024 / 1024) }));
  return false;
}

const picked = (input: HTMLInputElement) => {
  const chosen = [...(input.files ?? [])];
  input.value = '';
  return chosen;
};

/**
 * The ＋ panel's hidden file inputs, which its picture, video and file tools click: pictures go to `onImages`, a video
 * and files are sent at once, answering `replyToId`, and `onSent` follows.
 */
export function ComposerFilePickers({
  pictures,
  video,
  files,
  conversationId,
  replyToId,
  onImages,
  onSent,
}: {
  pictures: RefObject<HTMLInputElement | null>;
  video: RefObject<HTMLInputElement | null>;
  files: RefObject<HTMLInputElement | null>;
  conversationId: string;
  replyToId: string | undefined;
  onImages: (files: File[]) => void;
  onSent: () => void;
}) {
  const imClient = useImClient();
  const { t } = useTranslation();
  return (
    <>
      <input
        ref={pictures}
        className={styles.picker}
        type="file"
        accept="image/*"
        multiple
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const all = picked(event.target);
          // At most 50 files a batch (PRODUCT.md#uploads): a bigger pick sends none, so nothing half-goes.
          if (all.length > FILE_LIST_MAX) {
            toast(t('request.fileListTooLong', { max: FILE_LIST_MAX }));
            return;
          }
          const chosen = all.filter((file) => fitsUpload(file, 'image', t));
          if (chosen.length > 0) onImages(chosen);
        }}
      />
      <input
        ref={video}
        className={styles.picker}
        type="file"
        accept="video/*"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const [file] = picked(event.target);
          if (!file || !fitsUpload(file, 'video', t)) return;
          void sendVideo(imClient, conversationId, file, replyToId).catch(alreadyReported);
          onSent();
        }}
      />
      <input
        ref={files}
        className={styles.picker}
        type="file"
        multiple
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const chosen = picked(event.target).filter((file) => fitsUpload(file, 'file', t));
          if (chosen.length === 0) return;
          // One after the other, so they arrive in the order chosen.
          void (async () => {
            for (const [index, file] of chosen.entries()) {
              await sendFile(imClient, conversationId, file, index === 0 ? replyToId : undefined).catch(
                alreadyReported,
              );
            }
          })();
          onSent();
        }}
      />
    </>
  );
}
