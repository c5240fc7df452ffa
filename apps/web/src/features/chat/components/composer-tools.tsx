import { useImStore } from '@ffe/im-client/runtime/im-store';
import {
  sendCode,
  sendFile,
  sendLocation,
  sendRichText,
  sendUserCard,
  sendVideo,
} from '@ffe/im-client/runtime/message-senders';
import type { Translate } from '@ffe/im-client/utils/friendly-time';
import { FILE_LIST_MAX, IM } from '@ffe/shared/constants';
import type { ChatUploadKind, LocationBody } from '@ffe/shared/contracts/im';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { type ComposerTool, composerToolsFor, isServiceChat } from '../utils/composer-tool-set';
import { ChatIcon } from './chat-icons';
import { CodeComposer } from './code-composer';
import styles from './composer.module.css';
import { ConversationPicker } from './conversation-picker';
import { LocationComposer } from './location-composer';
import { RichTextComposer } from './rich-text-composer';
import { TypeIcon } from './type-icons';

// Sends report their own failures (the message turns failed, or the runtime toasts); nothing more to do here.
const ignore = () => undefined;

type Sheet = 'location' | 'code' | 'richText' | 'userCard' | null;

/** A file over its kind's limit is refused here, before it shows as a message that could only fail. */
function fitsUpload(file: File, kind: ChatUploadKind, t: Translate): boolean {
  const limit = IM.UPLOAD_MAX_BYTES[kind];
  if (file.size <= limit) return true;
  toast(t('chat.upload.tooLarge', { max: Math.round(limit / 1024 / 1024) }));
  return false;
}

/**
 * The composer's ＋ panel: pictures, videos, files, the current position, code, rich text and a contact's card; a
 * customer or guest with customer service is offered only the shopper's tools (`composerToolsFor`). What is sent
 * answers the message being replied to, if any; `onSent` then clears the reply and closes the panel.
 */
export function ComposerTools({
  conversationId,
  replyToId,
  onImages,
  onSent,
}: {
  conversationId: string;
  replyToId: string | undefined;
  onImages: (files: File[]) => void;
  onSent: () => void;
}) {
  const { t } = useTranslation();
  const me = useImStore((s) => s.me);
  const offered = useMemo(
    () => composerToolsFor({ peerIsService: isServiceChat(conversationId, me), me }),
    [conversationId, me],
  );
  const [sheet, setSheet] = useState<Sheet>(null);
  const pictures = useRef<HTMLInputElement>(null);
  const video = useRef<HTMLInputElement>(null);
  const files = useRef<HTMLInputElement>(null);
  const closeSheet = () => setSheet(null);
  const sent = () => {
    setSheet(null);
    onSent();
  };

  const tools: Record<ComposerTool, { icon: ReactNode; label: string; onSelect: () => void }> = {
    image: {
      icon: <ChatIcon name="image" size={26} />,
      label: t('chat.more.image'),
      onSelect: () => pictures.current?.click(),
    },
    video: {
      icon: <TypeIcon name="video" size={26} />,
      label: t('chat.more.video'),
      onSelect: () => video.current?.click(),
    },
    file: {
      icon: <TypeIcon name="file" size={26} />,
      label: t('chat.more.file'),
      onSelect: () => files.current?.click(),
    },
    location: {
      icon: <TypeIcon name="location" size={26} />,
      label: t('chat.more.location'),
      onSelect: () => setSheet('location'),
    },
    code: {
      icon: <TypeIcon name="code" size={26} />,
      label: t('chat.more.code'),
      onSelect: () => setSheet('code'),
    },
    richText: {
      icon: <TypeIcon name="richText" size={26} />,
      label: t('chat.more.richText'),
      onSelect: () => setSheet('richText'),
    },
    userCard: {
      icon: <TypeIcon name="card" size={26} />,
      label: t('chat.more.userCard'),
      onSelect: () => setSheet('userCard'),
    },
  };

  const picked = (input: HTMLInputElement) => {
    const chosen = [...(input.files ?? [])];
    input.value = '';
    return chosen;
  };

  return (
    <div className={styles.tools}>
      <ul className={styles.toolGrid}>
        {offered.map((key) => (
          <li key={key}>
            <button type="button" className={styles.tool} onClick={tools[key].onSelect}>
              <span className={styles.toolIcon}>{tools[key].icon}</span>
              {tools[key].label}
            </button>
          </li>
        ))}
      </ul>
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
          // At most 50 files a batch (spec 001 §5): a bigger pick sends none, so nothing half-goes.
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
          void sendVideo(conversationId, file, replyToId).catch(ignore);
          sent();
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
              await sendFile(conversationId, file, index === 0 ? replyToId : undefined).catch(ignore);
            }
          })();
          sent();
        }}
      />
      <LocationComposer
        open={sheet === 'location'}
        onClose={closeSheet}
        onSend={(place: LocationBody) => {
          void sendLocation(conversationId, place, replyToId).catch(ignore);
          sent();
        }}
      />
      <CodeComposer
        open={sheet === 'code'}
        onClose={closeSheet}
        onSend={(code, language) => {
          void sendCode(conversationId, code, language, replyToId).catch(ignore);
          sent();
        }}
      />
      <RichTextComposer
        open={sheet === 'richText'}
        onClose={closeSheet}
        onSend={(markdown) => {
          void sendRichText(conversationId, markdown, replyToId).catch(ignore);
          sent();
        }}
      />
      {sheet === 'userCard' && (
        <ConversationPicker
          open
          title={t('chat.userCard.pickTitle')}
          hint={t('chat.userCard.pickHint')}
          empty={t('chat.userCard.pickEmpty')}
          only={(conversation) => !conversation.group_id && Boolean(conversation.user_info)}
          onClose={closeSheet}
          onPick={(conversation) => {
            if (!conversation.user_info) return;
            void sendUserCard(conversationId, conversation.user_info, replyToId).catch(ignore);
            sent();
          }}
        />
      )}
    </div>
  );
}
