import type { AdminComment } from '@ffe/shared/contracts/admin-service';
import { toAdminCustomer } from '../users/users.module';
import type { StaffCommentRow } from './comment.repository';

/** A comment as staff read it: the real author (the phone masked) even when customers see it anonymously. */
export function toAdminComment(row: StaffCommentRow, pictureUrl: (reference: string) => string): AdminComment {
  return {
    id: row.id,
    goodsId: row.goods_id,
    goodsName: row.goods_name,
    orderNo: row.order_no,
    customer: toAdminCustomer(row.user_id, row.nickname, row.customer_phone),
    anonymous: row.anonymous === 1,
    rating: row.rating,
    content: row.content,
    pictures: (JSON.parse(row.pictures) as string[]).map(pictureUrl),
    reply: row.reply,
    replyTime: row.reply_time,
    createTime: row.created_at,
    hiddenTime: row.hidden_at == null ? null : Number(row.hidden_at),
    specName: row.spec_name,
    skuName: row.sku_name,
  };
}
