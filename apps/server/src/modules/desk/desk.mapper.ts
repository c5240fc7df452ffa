import { DESK } from '@ffe/shared/constants';
import type {
  DeskAgent,
  DeskAgentRef,
  DeskConversation,
  DeskCustomer,
  DeskOrder,
  DeskSession,
} from '@ffe/shared/contracts/admin-desk';
import { isGuest } from '@ffe/shared/domain/account-roles';
import { maskPhone } from '@ffe/shared/domain/masking';
import { toYuan } from '@ffe/shared/domain/money';
import type { OrderStatus } from '@ffe/shared/domain/order-state';
import { guestCode, type MessageRow } from '../im/im.module';
import type { DeskSessionRow } from './desk-conversation.repository';
import type { QueueRow } from './desk-queue.repository';

interface CustomerRow {
  id: string;
  role: string;
  nickname: string;
  phone: string | null;
  avatar: string;
  created_at: number;
}

/** A member by nickname and masked phone; a guest by 访客 and a code, never the device id that is their nickname. */
export function toDeskCustomer(
  row: CustomerRow | undefined,
  uid: string,
  imageUrl: (path: string) => string,
): DeskCustomer {
  const guest = !row || isGuest(row);
  return {
    uid: guest ? null : uid,
    kind: guest ? 'guest' : 'member',
    nickname: guest ? null : row.nickname,
    guest_code: guest ? guestCode(uid) : null,
    phone: row?.phone ? maskPhone(row.phone) : null,
    avatar: row?.avatar ? imageUrl(row.avatar) : '',
    member_since: guest ? null : Number(row.created_at),
  };
}

/** A customer as a desk push names them: a member by nickname; a guest by code, for consoles to say 访客 in their language. */
export const toEventCustomer = (user: { id: string; role: string; nickname: string } | undefined, uid: string) =>
  !user || isGuest(user)
    ? { customer_name: null, guest_code: guestCode(uid) }
    : { customer_name: user.nickname, guest_code: null };

export type EventCustomer = ReturnType<typeof toEventCustomer>;

export function toDeskConversation(
  row: QueueRow,
  customer: CustomerRow | undefined,
  assignee: DeskAgentRef | null,
  last: MessageRow | undefined,
  imageUrl: (path: string) => string,
): DeskConversation {
  return {
    conversation_id: row.conversation_id,
    customer: toDeskCustomer(customer, row.customer_uid, imageUrl),
    assignee,
    state: row.state,
    unread: row.unread,
    last_message: last
      ? {
          type: last.type,
          text: last.type === 'text' && !last.is_revoke ? String(last.body) : null,
          from_customer: last.from_uid === row.customer_uid,
          time: Number(last.create_time),
        }
      : null,
    labels: row.labels,
    opened_at: Number(row.opened_at),
    updated_at: Number(row.updated_at),
  };
}

/** An agent as the desk lists them: online only while their console keeps saying so. */
export function toDeskAgent(
  row: {
    user_id: string;
    name: string;
    cap: number | null;
    presence: string | null;
    seen_at: number | null;
    open_count: number | null;
  },
  defaultCap: number,
  at: number,
): DeskAgent {
  const stale = Number(row.seen_at ?? 0) < at - DESK.PRESENCE_TTL_MS;
  const presence = row.presence === 'online' || row.presence === 'away' ? row.presence : 'offline';
  return {
    id: row.user_id,
    name: row.name,
    presence: stale ? 'offline' : presence,
    cap: row.cap ?? defaultCap,
    open_count: row.open_count ?? 0,
  };
}

export const toDeskOrder = (row: {
  id: string;
  order_no: string;
  status: OrderStatus;
  pay_amount: number;
  delivery_date: string;
  created_at: number;
}): DeskOrder => ({
  id: row.id,
  order_no: row.order_no,
  status: row.status,
  amount: toYuan(row.pay_amount),
  delivery_date: row.delivery_date || null,
  create_time: Number(row.created_at),
});

export const toDeskGoods = (
  row: { id: string; name: string; cover: string; sale_price: number },
  imageUrl: (path: string) => string,
) => ({ id: row.id, name: row.name, image: row.cover ? imageUrl(row.cover) : '', price: toYuan(row.sale_price) });

export const toDeskSession = (row: DeskSessionRow, assigneeName: string | null): DeskSession => ({
  id: row.id,
  opened_at: Number(row.opened_at),
  resolved_at: row.resolved_at === null ? null : Number(row.resolved_at),
  assignee: row.assignee_id ? { id: row.assignee_id, name: assigneeName ?? '' } : null,
  rating: row.rating,
  rating_comment: row.rating_comment,
});
