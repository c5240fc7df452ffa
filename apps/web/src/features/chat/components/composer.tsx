import { useImClient } from '@ffe/im-client/client-context';
import type { Mentions } from '@ffe/im-client/runtime/message-builders';
import { sendSound } from '@ffe/im-client/runtime/message-senders';
import { IM } from '@ffe/shared/constants';
import { Button } from 'antd-mobile';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useComposerText } from '../hooks/use-composer-text';
import { useKeyboardHeight } from '../hooks/use-keyboard-height';
import { alreadyReported } from '../utils/already-reported';
import styles from './composer.module.css';
import { ComposerBox } from './composer-box';
import { ComposerTools } from './composer-tools';
import { ReplyBar, type ReplyTarget } from './reply-bar';
import { TypeIcon } from './type-icons';
import { VoiceButton } from './voice-button';

/** Defined beside the bar that shows it, so the two files do not import each other. */
export type { ReplyTarget };

/**
 * The message box: the draft kept per conversation, Enter sends on a wide screen (Shift+Enter for a new line; on a
 * phone Enter is a new line and the button sends), Ctrl/⌘+Enter sends anywhere; the quote being answered above it;
 * a switch to hold-to-talk voice; the ＋ panel for pictures, videos, files, the position, code, rich text and cards.
 * In a group, typing '@' offers the members to mention.
 */
export function Composer({
  conversationId,
  initialDraft,
  wide,
  replyTo,
  onCancelReply,
  onSend,
  onImages,
}: {
  conversationId: string;
  initialDraft: string;
  wide: boolean;
  replyTo: ReplyTarget | null;
  onCancelReply: () => void;
  /** Sends the text; in a group, with whom it @-mentions. */
  onSend: (text: string, mentions?: Mentions) => void;
  onImages: (files: File[]) => void;
}) {
  const imClient = useImClient();
  const { t } = useTranslation();
  const box = useComposerText({ conversationId, initialDraft, wide, quote: replyTo, onSend });
  const { input, tooLong, canSend, mention } = box;
  const hintId = useId();
  const toolsId = useId();
  const [voice, setVoice] = useState(false);
  const [toolsOpen, setToolsOpen] = useState(false);
  const keyboardHeight = useKeyboardHeight(input, !wide);

  // What the voice and the ＋ panel send answers the quoted message too; then the quote is done with.
  const replyToId = replyTo?.message._id || undefined;
  const sentOther = () => {
    setToolsOpen(false);
    if (replyTo) onCancelReply();
  };

  return (
    <div className={styles.composer}>
      {!voice && mention.picker}
      {replyTo && <ReplyBar replyTo={replyTo} onCancel={onCancelReply} />}
      <div className={styles.row}>
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => {
            setVoice((on) => !on);
            setToolsOpen(false);
          }}
          aria-label={voice ? t('chat.sound.toText') : t('chat.sound.toVoice')}
        >
          <TypeIcon name={voice ? 'keyboard' : 'mic'} size={24} />
        </button>
        {voice ? (
          <VoiceButton
            onRecorded={(recording, seconds) => {
              void sendSound(imClient, conversationId, recording, seconds, replyToId).catch(alreadyReported);
              sentOther();
            }}
          />
        ) : (
          <ComposerBox box={box} wide={wide} hintId={hintId} />
        )}
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => setToolsOpen((open) => !open)}
          aria-label={toolsOpen ? t('chat.more.close') : t('chat.more.open')}
          aria-expanded={toolsOpen}
          aria-controls={toolsId}
        >
          <TypeIcon name="plus" size={26} />
        </button>
        {!voice && (
          <Button
            className={styles.send}
            color="primary"
            size="small"
            disabled={!canSend}
            onClick={box.send}
            // Keeps the phone's keyboard up: the box does not lose the focus to the button.
            onMouseDown={(event) => event.preventDefault()}
          >
            {t('chat.composer.send')}
          </Button>
        )}
      </div>
      {!voice && (wide || tooLong) && (
        <p id={hintId} className={tooLong ? `${styles.hint} ${styles.error}` : styles.hint}>
          {tooLong ? t('chat.composer.tooLong', { max: IM.TEXT_MAX_LENGTH }) : t('chat.composer.wideHint')}
        </p>
      )}
      <div id={toolsId} hidden={!toolsOpen} style={!wide && keyboardHeight ? { minHeight: keyboardHeight } : undefined}>
        <ComposerTools
          conversationId={conversationId}
          replyToId={replyToId}
          onImages={(files) => {
            // Pictures go without the quote: it stays for the next message.
            onImages(files);
            setToolsOpen(false);
          }}
          onSent={sentOther}
        />
      </div>
    </div>
  );
}
