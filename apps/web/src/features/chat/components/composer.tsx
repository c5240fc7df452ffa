import type { ClientMessage } from '@ffe/im-client/runtime/im-store';
import type { Mentions } from '@ffe/im-client/runtime/message-builders';
import { sendSound } from '@ffe/im-client/runtime/message-senders';
import { IM } from '@ffe/shared/constants';
import { Button } from 'antd-mobile';
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useKeptDraft } from '../hooks/use-kept-draft';
import { useKeyboardHeight } from '../hooks/use-keyboard-height';
import { useMentionPicking } from '../hooks/use-mention-picking';
import styles from './composer.module.css';
import { ComposerTools } from './composer-tools';
import { ReplyBar } from './reply-bar';
import { TypeIcon } from './type-icons';
import { VoiceButton } from './voice-button';

/** The box grows with its text up to this height, then scrolls. */
const INPUT_MAX_HEIGHT_PX = 120;

export interface ReplyTarget {
  message: ClientMessage;
  name: string;
}

// Sends report their own failures (the message turns failed, or the runtime toasts); nothing more to do here.
const ignore = () => undefined;

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
  const { t } = useTranslation();
  const { text, change, flush: flushDraft, clear } = useKeptDraft(conversationId, initialDraft);
  const input = useRef<HTMLTextAreaElement>(null);
  const hintId = useId();
  const toolsId = useId();
  const [voice, setVoice] = useState(false);
  const [toolsOpen, setToolsOpen] = useState(false);

  const tooLong = text.length > IM.TEXT_MAX_LENGTH;
  const canSend = text.trim().length > 0 && !tooLong;

  useLayoutEffect(() => {
    const box = input.current;
    if (!box) return;
    box.style.height = 'auto';
    box.style.height = `${Math.min(box.scrollHeight, INPUT_MAX_HEIGHT_PX)}px`;
  });

  useEffect(() => {
    if (replyTo) input.current?.focus();
  }, [replyTo]);

  const keyboardHeight = useKeyboardHeight(input, !wide);
  const mention = useMentionPicking({ conversationId, wide, text, onText: change, input });

  const send = () => {
    if (!canSend) return;
    const mentions = mention.takeMentions(text);
    if (mentions) onSend(text, mentions);
    else onSend(text);
    clear();
    input.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (mention.onKeyDown(event)) return;
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    const withModifier = event.ctrlKey || event.metaKey;
    if (withModifier || (wide && !event.shiftKey && !event.altKey)) {
      event.preventDefault();
      send();
    }
  };

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
              void sendSound(conversationId, recording, seconds, replyToId).catch(ignore);
              sentOther();
            }}
          />
        ) : (
          <textarea
            ref={input}
            className={styles.input}
            rows={1}
            value={text}
            placeholder={t('chat.composer.placeholder')}
            aria-label={t('chat.composer.label')}
            aria-describedby={wide || tooLong ? hintId : undefined}
            aria-invalid={tooLong || undefined}
            enterKeyHint={wide ? 'send' : 'enter'}
            {...mention.boxProps}
            onChange={(event) => {
              change(event.target.value);
              mention.follow(event.target.value, event.target.selectionStart);
            }}
            onSelect={(event) => mention.follow(event.currentTarget.value, event.currentTarget.selectionStart)}
            onKeyDown={onKeyDown}
            onBlur={() => {
              flushDraft();
              mention.close();
            }}
          />
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
            onClick={send}
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
