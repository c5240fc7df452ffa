import { DESK } from '@ffe/shared/constants';
import type { Sessions } from '../auth/auth.module';
import type { CouponsOffers } from '../coupons/coupons.module';
import type { DeskChat, ServiceDesk } from '../im/im.module';
import type { Platform } from '../platform';
import { deskRoutes } from './desk.routes';
import { deskAgentRepository } from './desk-agent.repository';
import { deskAnswersService } from './desk-answers.service';
import { deskConversationRepository } from './desk-conversation.repository';
import { deskCustomerRepository } from './desk-customer.repository';
import { deskMessagesService } from './desk-messages.service';
import { deskPushesService } from './desk-pushes.service';
import { deskQueueRepository } from './desk-queue.repository';
import { deskQueueService } from './desk-queue.service';
import { deskRoutingService } from './desk-routing.service';
import { deskSettingsRepository } from './desk-settings.repository';
import { deskSettingsService } from './desk-settings.service';
import { deskStateCache, noDeskStateCache } from './desk-state-cache';

/** The customer-service desk (issue 15): it answers in the chat as the shop, and offers the chat what it asks. */
export function deskModule(
  { config, database, bus, audit, imageUrl }: Platform,
  { guard }: Sessions,
  chat: DeskChat,
  coupons: CouponsOffers,
) {
  const { customerServiceUid } = config;
  const deskRepos = {
    conversationRepo: deskConversationRepository(database.db),
    agentRepo: deskAgentRepository(database.db),
    customerRepo: deskCustomerRepository(database.db),
  };
  // The desk's staff writes are audited (issue 40), as the delivery settings' are.
  const settings = deskSettingsService(deskSettingsRepository(database.db), audit);
  const pushes = deskPushesService(bus);
  // One process without the shared bus changes every desk row itself; several must read each time.
  const states = config.redisUrl ? noDeskStateCache : deskStateCache(DESK.STATE_CACHE_SIZE);
  const routing = deskRoutingService({ ...deskRepos, audit, pushes, states, settings, customerServiceUid });
  const answers = deskAnswersService({
    ...deskRepos,
    im: chat.repo,
    delivery: chat.delivery,
    routing,
    messages: deskMessagesService({ ...deskRepos, pushes, states, routing }),
    settings,
    cards: chat.cards,
    coupons: { issue: coupons.issue, templates: coupons.templates },
    customerServiceUid,
  });
  const desk = {
    routing,
    answers,
    settings,
    queue: deskQueueService({
      ...deskRepos,
      queueRepo: deskQueueRepository(database.db, customerServiceUid),
      imRepo: chat.repo,
      im: chat.conversations,
      delivery: chat.delivery,
      routing,
      settings,
      customerServiceUid,
      imageUrl,
    }),
  };
  const serviceDesk: ServiceDesk = {
    answer: answers.answer,
    customerWriting: answers.customerWriting,
    guestMoved: routing.guestMoved,
  };
  return {
    offers: { serviceDesk },
    async register(app: Platform['app']) {
      await app.register(deskRoutes(desk, guard));
    },
    close: () => pushes.close(),
  };
}
