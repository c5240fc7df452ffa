import crypto from 'node:crypto';
import type { commentOrder, Order } from '@ffe/shared/contracts/order';
import type { ContentLanguage } from '@ffe/shared/domain/content-language';
import type { z } from 'zod';
import type { Db } from '../../db/connect';
import { conflict, invalidParam } from '../../platform/errors';
import type { OrderLineRow, OrderRepository, OrderRow } from './order.repository';
import type { OrderServiceDeps } from './order-ports';

type CommentInput = z.output<typeof commentOrder.request>;

/** What commenting needs of the order service. */
interface CommentContext {
  ownOrNotFound(memberId: string, id: string): Promise<OrderRow>;
  anyOrNotFound(id: string): Promise<OrderRow>;
  present(order: OrderRow, language?: ContentLanguage): Promise<Order>;
  complete(orderId: string, at: number, trx: Db): Promise<void>;
  now: () => number;
}

/** The goods comment a line's comment becomes: it names the option bought (decision 020). */
function commentRow(
  c: CommentInput['comments'][number],
  line: OrderLineRow,
  memberId: string,
  author: { nickname: string; avatar: string } | undefined,
  at: number,
) {
  return {
    id: crypto.randomUUID(),
    goods_id: line.goods_id,
    user_id: memberId,
    nickname: author?.nickname ?? '',
    avatar: author?.avatar ?? '',
    anonymous: c.anonymous ? 1 : 0,
    rating: c.rating,
    content: c.content,
    pictures: JSON.stringify(c.pictures),
    reply: null,
    reply_time: null,
    created_at: at,
    order_line_id: line.id,
    spec_name: line.spec_name,
    sku_name: line.sku_name,
    sku_name_en: line.sku_name_en ?? null,
  };
}

/** Comments on a received order: one per flower line (add-on lines are not commented), then the order completes. */
export function orderComments(
  deps: Pick<OrderServiceDeps, 'pictures' | 'commentsChanged'> & { repo: OrderRepository },
  context: CommentContext,
) {
  const { repo } = deps;
  return {
    async comment(memberId: string, input: CommentInput, language?: ContentLanguage): Promise<Order> {
      const order = await context.ownOrNotFound(memberId, input.orderId);
      if (order.status !== 'received' && order.status !== 'completed') {
        throw conflict('COMMENT_NOT_ALLOWED', 'Only a received order can be commented');
      }
      const lines = new Map((await repo.linesOf([order.id])).map((l) => [l.id, l]));
      const seen = new Set<string>();
      input.comments.forEach((c, i) => {
        const line = lines.get(c.lineId);
        if (!line || seen.has(c.lineId)) {
          throw invalidParam(`comments.${i}.lineId: not a line of this order, or named twice`);
        }
        if (line.is_add_on === 1) throw invalidParam(`comments.${i}.lineId: an add-on line is not commented`);
        seen.add(c.lineId);
      });
      for (const [i, c] of input.comments.entries()) {
        await deps.pictures.assertOwnPictures(memberId, c.pictures, `comments.${i}.pictures`);
      }
      const author = await repo.commenter(memberId);
      await repo.transaction(async (trx) => {
        const at = context.now();
        for (const c of input.comments) {
          if (!(await repo.markLineCommented(c.lineId, order.id, trx))) {
            throw conflict('COMMENT_NOT_ALLOWED', 'This line has already been commented');
          }
          await repo.insertComment(commentRow(c, lines.get(c.lineId) as OrderLineRow, memberId, author, at), trx);
        }
        const left = (await repo.linesOf([order.id], trx)).some((l) => l.commented === 0 && l.is_add_on === 0);
        if (!left) await context.complete(order.id, at, trx);
      });
      deps.commentsChanged?.(input.comments.map((c) => (lines.get(c.lineId) as OrderLineRow).goods_id));
      return context.present(await context.anyOrNotFound(order.id), language);
    },
  };
}
