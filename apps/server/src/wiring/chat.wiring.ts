import { DESK } from '@ffe/shared/constants';
import type { Config } from '../config';
import type { DbHandle } from '../db/connect';
import { auditRepository } from '../modules/audit/audit.repository';
import type { TokenService } from '../modules/auth/token.service';
import type { CatalogueService } from '../modules/catalogue/catalogue.service';
import type { CouponRepository } from '../modules/coupons/coupon.repository';
import type { CouponIssueService } from '../modules/coupons/coupon-issue.service';
import { deskAgentRepository } from '../modules/desk/desk-agent.repository';
import { deskAnswers } from '../modules/desk/desk-answers.service';
import { deskConversationRepository } from '../modules/desk/desk-conversation.repository';
import { deskCustomerRepository } from '../modules/desk/desk-customer.repository';
import { deskMessages } from '../modules/desk/desk-messages.service';
import { deskPushes } from '../modules/desk/desk-pushes.service';
import { deskQueueRepository } from '../modules/desk/desk-queue.repository';
import { deskQueue } from '../modules/desk/desk-queue.service';
import { deskRouting } from '../modules/desk/desk-routing.service';
import { deskSettingsRepository } from '../modules/desk/desk-settings.repository';
import { deskSettings } from '../modules/desk/desk-settings.service';
import { deskStateCache, noDeskStateCache } from '../modules/desk/desk-state-cache';
import type { EventBus } from '../modules/im/event-bus';
import { friendRepository } from '../modules/im/friend.repository';
import { friendService } from '../modules/im/friend.service';
import { groupRepository } from '../modules/im/group.repository';
import { groupService } from '../modules/im/group.service';
import type { ImRepository } from '../modules/im/im.repository';
import { imService } from '../modules/im/im.service';
import { imDelivery } from '../modules/im/im-delivery.service';
import { imSockets } from '../modules/im/im-socket';
import { shopCards } from '../modules/im/shop-cards';
import type { OrderRepository } from '../modules/orders/order.repository';
import type { OrderService } from '../modules/orders/order.service';
import type { UploadService } from '../modules/uploads/uploads.service';
import type { UserRepository } from '../modules/users/user.repository';

export interface ChatWiringDeps {
  config: Config;
  database: DbHandle;
  bus: EventBus;
  tokens: TokenService;
  /** The messaging queries, their public profiles read through the process's profile cache. */
  imRepo: ImRepository;
  users: UserRepository;
  uploads: UploadService;
  catalogue: CatalogueService;
  orders: OrderService;
  orderRepo: OrderRepository;
  coupons: { issue: CouponIssueService['issue']; templates: CouponRepository };
  imageUrl: (path: string) => string;
}

/** The messaging module and the service desk that answers in it: their services, the push sockets, and a close. */
export function wireChat({ config, database, bus, tokens, imRepo, users, uploads, imageUrl, ...shop }: ChatWiringDeps) {
  const friends = friendService({ repo: friendRepository(database.db), im: imRepo, bus, imageUrl });
  const groupRepo = groupRepository(database.db);
  const imDeps = {
    repo: imRepo,
    friends,
    groups: groupRepo,
    users,
    bus,
    pictures: uploads,
    cards: shopCards(shop.catalogue, shop.orders, shop.orderRepo),
    customerServiceUid: config.customerServiceUid,
    imageUrl,
  };
  const deskRepos = {
    conversationRepo: deskConversationRepository(database.db),
    agentRepo: deskAgentRepository(database.db),
    customerRepo: deskCustomerRepository(database.db),
  };
  // The desk's staff writes are audited (issue 40), as the delivery settings' are, through a repository of its own.
  const audit = auditRepository();
  const settings = deskSettings(deskSettingsRepository(database.db), audit);
  const delivery = imDelivery(imDeps);
  const pushes = deskPushes(bus);
  // One process without the shared bus changes every desk row itself; several must read each time.
  const states = config.redisUrl ? noDeskStateCache : deskStateCache(DESK.STATE_CACHE_SIZE);
  const routing = deskRouting({
    ...deskRepos,
    audit,
    pushes,
    states,
    settings,
    customerServiceUid: config.customerServiceUid,
  });
  const answers = deskAnswers({
    ...deskRepos,
    im: imRepo,
    delivery,
    routing,
    messages: deskMessages({ ...deskRepos, pushes, states, routing }),
    settings,
    cards: imDeps.cards,
    coupons: shop.coupons,
    customerServiceUid: config.customerServiceUid,
  });
  const im = imService({
    ...imDeps,
    desk: {
      answer: answers.answer,
      customerWriting: answers.customerWriting,
      guestMoved: routing.guestMoved,
    },
  });
  const desk = {
    routing,
    answers,
    settings,
    queue: deskQueue({
      ...deskRepos,
      queueRepo: deskQueueRepository(database.db, config.customerServiceUid),
      imRepo,
      im,
      delivery,
      routing,
      settings,
      customerServiceUid: config.customerServiceUid,
      imageUrl,
    }),
  };
  const groups = groupService({ repo: groupRepo, im, imRepo, friends, notices: friends, pictures: uploads, imageUrl });
  const sockets = imSockets({ bus, verify: tokens.verify, redirect: config.imRedirect });
  return { im, friends, groups, desk, sockets, close: () => pushes.close() };
}
