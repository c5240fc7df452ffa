import crypto from 'node:crypto';
import { imConversations } from './im-conversations.service';
import { type ImDelivery, type ImServiceDeps, imDelivery } from './im-delivery.service';
import { imGuests } from './im-guests.service';
import { imMessages } from './im-messages.service';
import { shopNotices } from './shop-notices.service';

/**
 * The chat (PRODUCT.md's chat sections, decision 008) as one service with named parts, so routes, sockets and the other
 * services call one object: `messages`, `conversations`, `guests` and the shop's `notices`, all delivering through one
 * `imDelivery` (the im module's, which the desk shares). Each part keeps its own names: two parts may name a method
 * alike without one silently replacing the other.
 */
export function imService(deps: ImServiceDeps, delivery: ImDelivery = imDelivery(deps)) {
  return {
    messages: imMessages(deps, delivery),
    conversations: imConversations(deps, delivery),
    guests: imGuests(deps, delivery),
    notices: shopNotices(deps, delivery),

    /** Counts an unexpected page error by the hash of its message (PRODUCT.md#chat-calls). */
    async reportError(report: { message: string; stack?: string | undefined; url?: string | undefined }) {
      const hash = crypto.createHash('sha256').update(report.message).digest('hex');
      await deps.repo.countError(
        { hash, message: report.message, stack: report.stack ?? '', url: report.url ?? '' },
        delivery.now(),
      );
    },
  };
}

export type ImService = ReturnType<typeof imService>;
