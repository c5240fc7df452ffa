import { useImClient } from '@ffe/im-client/client-context';
import { sendCode, sendLocation, sendRichText, sendUserCard } from '@ffe/im-client/runtime/message-senders';
import type { LocationBody } from '@ffe/shared/contracts/im';
import { useTranslation } from 'react-i18next';
import { alreadyReported } from '../utils/already-reported';
import { CodeComposer } from './code-composer';
import { ConversationPicker } from './conversation-picker';
import { LocationComposer } from './location-composer';
import { RichTextComposer } from './rich-text-composer';
/** The ＋ panel's tools that open a sheet to ask more before sending. */
export type ComposerSheet = 'location' | 'code' | 'richText' | 'userCard';

/**
 * The ＋ panel's sheets: the place, code, rich text or contact's card to send; `sheet` is the one open. What is sent
 * answers `replyToId`, if any; `onSent` follows each send.
 */
export function ComposerSheets({
  sheet,
  conversationId,
  replyToId,
  onClose,
  onSent,
}: {
  sheet: ComposerSheet | null;
  conversationId: string;
  replyToId: string | undefined;
  onClose: () => void;
  onSent: () => void;
}) {
  const imClient = useImClient();
  const { t } = useTranslation();
  return (
    <>
      <LocationComposer
        open={sheet === 'location'}
        onClose={onClose}
        onSend={(place: LocationBody) => {
          void sendLocation(imClient, conversationId, place, replyToId).catch(alreadyReported);
          onSent();
        }}
      />
      <CodeComposer
        open={sheet === 'code'}
        onClose={onClose}
        onSend={(code, language) => {
          void sendCode(imClient, conversationId, code, language, replyToId).catch(alreadyReported);
          onSent();
        }}
      />
      <RichTextComposer
        open={sheet === 'richText'}
        onClose={onClose}
        onSend={(markdown) => {
          void sendRichText(imClient, conversationId, markdown, replyToId).catch(alreadyReported);
          onSent();
        }}
      />
      {sheet === 'userCard' && (
        <ConversationPicker
          open
          title={t('chat.userCard.pickTitle')}
          hint={t('chat.userCard.pickHint')}
          empty={t('chat.userCard.pickEmpty')}
          only={(conversation) => !conversation.group_id && Boolean(conversation.user_info)}
          onClose={onClose}
          onPick={(conversation) => {
            if (!conversation.user_info) return;
            void sendUserCard(imClient, conversationId, conversation.user_info, replyToId).catch(alreadyReported);
            onSent();
          }}
        />
      )}
    </>
  );
}
