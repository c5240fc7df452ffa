import type { AdminComment, adminCommentList } from '@ffe/shared/contracts/admin-service';
import type { z } from 'zod';
import type { AuditActor } from '../../platform/authenticate';
import { notFound } from '../../platform/errors';
import type { AuditRepository } from '../platform';
import type { UploadService } from '../uploads/uploads.module';
import { toAdminComment } from './comment.mapper';
import type { CommentRepository } from './comment.repository';

export interface CommentServiceDeps {
  repo: CommentRepository;
  audit: Pick<AuditRepository, 'record'>;
  pictures: Pick<UploadService, 'pictureUrl'>;
  /** Told which goods' comments changed, so their detail pages show it at once. */
  commentsChanged?: (goodsIds: readonly string[]) => void;
  now?: () => number;
}

type ListInput = z.output<typeof adminCommentList.request>;

/** Goods comments for staff: the list they work through and the shop's replies, each recorded in the audit log. */
export function commentService(deps: CommentServiceDeps) {
  const { repo } = deps;
  const now = deps.now ?? Date.now;

  async function read(id: string): Promise<AdminComment> {
    const row = await repo.findForStaff(id);
    if (!row) throw notFound('comment');
    return toAdminComment(row, deps.pictures.pictureUrl);
  }

  /** The comment as it is now, once its goods' detail pages have been told. */
  async function changed(id: string): Promise<AdminComment> {
    const comment = await read(id);
    deps.commentsChanged?.([comment.goodsId]);
    return comment;
  }

  return {
    async list(input: ListInput) {
      const sort = { field: input.sort, order: input.order };
      const { rows, total } = await repo.pageForStaff(input, sort, input.page, input.pageSize);
      return { list: rows.map((row) => toAdminComment(row, deps.pictures.pictureUrl)), total };
    },

    /** The shop's reply, shown under the comment; a second reply replaces the first. */
    async reply(id: string, reply: string, actor: AuditActor): Promise<AdminComment> {
      await repo.transaction(async (trx) => {
        const before = await repo.findForStaff(id, trx);
        if (!before || !(await repo.reply(id, reply, now(), trx))) throw notFound('comment');
        await deps.audit.record(trx, {
          actor,
          area: 'comments',
          action: 'reply',
          record: { type: 'comment', id },
          before: { reply: before.reply },
          after: { reply },
        });
      });
      return changed(id);
    },

    /** Hides the comment from the shop, or shows it again; asking for the state it is in writes nothing. */
    async setHidden(id: string, hidden: boolean, actor: AuditActor): Promise<AdminComment> {
      await repo.transaction(async (trx) => {
        if (!(await repo.findForStaff(id, trx))) throw notFound('comment');
        if (!(await repo.setHidden(id, hidden ? now() : null, trx))) return;
        await deps.audit.record(trx, {
          actor,
          area: 'comments',
          action: hidden ? 'comment.hide' : 'comment.show',
          record: { type: 'comment', id },
          before: { hidden: !hidden },
          after: { hidden },
        });
      });
      return changed(id);
    },
  };
}

export type CommentService = ReturnType<typeof commentService>;
