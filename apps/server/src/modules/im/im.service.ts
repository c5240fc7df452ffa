import crypto from 'node:crypto';
import { imConversationsService } from './im-conversations.service';
import { type ImDeliveryService, type ImServiceDeps, imDeliveryService } from './im-delivery.service';
import { imGuestsService } from './im-guests.service';
import { imMessagesService } from './im-messages.service';
import { shopNoticesService } from './shop-notices.service';

/**
 * The chat (PRODUCT.md's chat sections, decision 008) as one service with named parts, so routes, sockets and the other
 * services call one object: `messages`, `conversations`, `guests` and the shop's `notices`, all delivering through one
 * `imDeliveryService` (the im module's, which the desk shares). Each part keeps its own names: two parts may name a
 * method alike without one silently replacing the other.
 */
export function imService(deps: ImServiceDeps, delivery: ImDeliveryService = imDeliveryService(deps)) {
  return {
    messages: imMessagesService(deps, delivery),
    conversations: imConversationsService(deps, delivery),
    guests: imGuestsService(deps, delivery),
    notices: shopNoticesService(deps, delivery),

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
