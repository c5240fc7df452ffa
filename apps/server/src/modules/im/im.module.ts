import { IM } from '@ffe/shared/constants';
import type { Later } from '../../platform/server-module';
import type { AuthOffers } from '../auth/auth.module';
import type { CatalogueOffers } from '../catalogue/catalogue.module';
import type { OrdersOffers } from '../orders/orders.module';
import type { Platform } from '../platform';
import type { UploadsOffers } from '../uploads/uploads.module';
import type { UsersOffers } from '../users/users.module';
import { friendRepository } from './friend.repository';
import { friendRoutes } from './friend.routes';
import { friendService } from './friend.service';
import { groupRepository } from './group.repository';
import { groupRoutes } from './group.routes';
import { groupService } from './group.service';
import { type ImRepository, imRepository } from './im.repository';
import { imRoutes } from './im.routes';
import { type ImService, imService } from './im.service';
import { type ImDeliveryService, imDeliveryService, type ServiceDesk, type ShopCards } from './im-delivery.service';
import { imSockets } from './im-socket';
import { profileCache } from './profile-cache';
import { shopCards } from './shop-cards';

export { guestCode } from './guest-identity';
// What the service desk may name of the chat: its port's types and the chat's two id rules (issue 42: the desk reaches
// the chat only through this file).
export type { ProfileRow } from './im.mapper';
export type {
  AloneIf,
  Alongside,
  DeliveryFields,
  ImDeliveryService,
  ImUser,
  ServiceDesk,
  ShopCards,
} from './im-delivery.service';
export { singleConversationId } from './im-delivery.service';
export type { MessageRow } from './im-rows';
export type { StoreCondition } from './message-store';

/** What the service desk uses of the chat (its port): stored messages, delivery as the shop, cards, marking read. */
export interface DeskChat {
  repo: Pick<
    ImRepository,
    'findSentByUniqueId' | 'updateMessage' | 'findMessagesByIds' | 'messagesCreatedBefore' | 'messagesBeforeKey'
  >;
  delivery: ImDeliveryService;
  cards: ShopCards;
  conversations: Pick<ImService['conversations'], 'updateConversation'>;
}

export interface ImModuleDeps {
  platform: Platform;
  auth: Pick<AuthOffers, 'tokens' | 'guard'>;
  users: UsersOffers;
  uploads: UploadsOffers;
  catalogue: CatalogueOffers;
  orders: OrdersOffers;
  /** Provided by the service desk, which answers in the chat and so is listed after it. */
  desk: Later<ServiceDesk>;
}

/** The messaging module (PRODUCT.md's chat sections): its services, the push sockets, friends and groups. */
export function imModule({
  platform,
  auth,
  users,
  uploads: { uploads },
  catalogue,
  orders,
  desk: serviceDesk,
}: ImModuleDeps) {
  const { config, database, bus, imageUrl } = platform;
  const { tokens, guard } = auth;
  const chatRepo = imRepository(database.db, { dialect: database.dialect });
  const profiles = profileCache(chatRepo.publicUsers, IM.PROFILE_CACHE_SIZE);
  users.profilesChanged.listen((ids) => profiles.forget(ids));
  bus.subscribe((event) => {
    if (event.kind === 'profiles-changed') profiles.forget(event.ids);
  });
  // Every chat read of a public profile goes through the process's profile cache.
  const imRepo = { ...chatRepo, publicUsers: profiles.get };
  const friends = friendService({ repo: friendRepository(database.db), im: imRepo, bus, imageUrl });
  const groupRepo = groupRepository(database.db);
  const cards = shopCards(catalogue.catalogue, orders.orders, orders.orderRepo);
  const imDeps = {
    repo: imRepo,
    friends,
    groups: groupRepo,
    users: users.users,
    bus,
    pictures: uploads,
    cards,
    customerServiceUid: config.customerServiceUid,
    imageUrl,
    desk: {
      answer: (...args) => serviceDesk.get().answer(...args),
      customerWriting: (...args) => serviceDesk.get().customerWriting(...args),
      guestMoved: (...args) => serviceDesk.get().guestMoved(...args),
    } satisfies ServiceDesk,
  };
  const delivery = imDeliveryService(imDeps);
  const im = imService(imDeps, delivery);
  const groups = groupService({ repo: groupRepo, im, imRepo, friends, notices: friends, pictures: uploads, imageUrl });
  const sockets = imSockets({ bus, verify: tokens.verify, redirect: config.imRedirect });
  orders.orderNews.listen(im.notices.orderNotice);
  orders.deliveryNews.listen(im.notices.shopNotice);
  const desk: DeskChat = { repo: imRepo, delivery, cards, conversations: im.conversations };
  return {
    // The sockets' figures, read-only, for metrics (decision 057).
    offers: { im, desk, sockets: { counts: sockets.counts } },
    async register(app: Platform['app']) {
      // Before the server stops listening: chat clients are told where to go, then their sockets close.
      app.addHook('preClose', (done) => {
        sockets.drain();
        done();
      });
      await app.register(imRoutes(im, sockets, guard, tokens, config.quotas));
      await app.register(friendRoutes(friends, guard, config.quotas));
      await app.register(groupRoutes(groups, guard));
    },
  };
}

export type ImOffers = ReturnType<typeof imModule>['offers'];
