import { useImClient } from '@ffe/im-client/client-context';
import type { ClientConversation } from '@ffe/im-client/runtime/im-store';
import { sendGoodsCard, sendImage, sendOrderCard, sendText } from '@ffe/im-client/runtime/message-senders';
import { useTranslation } from 'react-i18next';
import { alreadyReported } from '../utils/already-reported';
import type { GoodsOffer } from '../utils/goods-offer';
import styles from './chat-view.module.css';
import { Composer, type ReplyTarget } from './composer';
import { GoodsOfferBar, OrderOfferBar } from './offer-bar';
/** Why the composer is closed in a group: the user left, the group was dissolved, or muting. */
export function ComposerClosed({
  conversation,
  left,
  mutedAll,
}: {
  conversation: ClientConversation | undefined;
  left: boolean;
  mutedAll: boolean;
}) {
  const { t } = useTranslation();
  const dissolved = conversation?.last_msg?.action === 'group-dissolved';
  return (
    <p className={styles.closed} role="status" data-testid="composer-closed">
      {left
        ? t(dissolved ? 'chat.groupState.dissolved' : 'chat.groupState.left')
        : t(mutedAll ? 'chat.groupState.mutedAll' : 'chat.groupState.mutedMe')}
    </p>
  );
}

/** The foot of an open chat: the goods or order the chat was opened from, offered once, and the composer. */
export function ChatFooter({
  conversationId: id,
  initialDraft,
  goods,
  orderId,
  wide,
  replyTo,
  onCancelReply,
  offered,
  onOffered,
}: {
  conversationId: string;
  initialDraft: string;
  goods: GoodsOffer | null;
  orderId: string | undefined;
  wide: boolean;
  replyTo: ReplyTarget | null;
  onCancelReply: () => void;
  /** Whether the goods and the order are still offered: each goes once it is sent or dismissed. */
  offered: { goods: boolean; order: boolean };
  onOffered: (what: 'goods' | 'order') => void;
}) {
  const imClient = useImClient();
  return (
    <>
      {goods && offered.goods && (
        <GoodsOfferBar
          goods={goods}
          onSend={() => {
            onOffered('goods');
            // Shown as a card at once, from what the goods page passed; the server fills the real one.
            const preview = { name: goods.name, image: goods.image, price: goods.price ?? 0 };
            void sendGoodsCard(imClient, id, goods.id, preview).catch(alreadyReported);
          }}
          onDismiss={() => onOffered('goods')}
        />
      )}
      {orderId && offered.order && (
        <OrderOfferBar
          onSend={() => {
            onOffered('order');
            void sendOrderCard(imClient, id, orderId).catch(alreadyReported);
          }}
          onDismiss={() => onOffered('order')}
        />
      )}
      <Composer
        key={id}
        conversationId={id}
        initialDraft={initialDraft}
        wide={wide}
        replyTo={replyTo}
        onCancelReply={onCancelReply}
        onSend={(text, mentions) => {
          void sendText(imClient, id, text, replyTo?.message._id, mentions).catch(alreadyReported);
          onCancelReply();
        }}
        onImages={(files) => {
          for (const file of files) void sendImage(imClient, id, file).catch(alreadyReported);
        }}
      />
    </>
  );
}
