import crypto from 'node:crypto';
import type { AdminFeedback, adminFeedbackList } from '@ffe/shared/contracts/admin-service';
import type { feedbackAdd } from '@ffe/shared/contracts/member-centre';
import type { z } from 'zod';
import type { AuditActor } from '../../platform/authenticate';
import { conflict, notFound } from '../../platform/errors';
import type { AuditRepository } from '../platform';
import type { UploadService } from '../uploads/uploads.module';
import { toAdminFeedback } from './feedback.mapper';
import type { FeedbackRepository } from './feedback.repository';

export type FeedbackValues = z.output<typeof feedbackAdd.request>;
type ListInput = z.output<typeof adminFeedbackList.request>;

/** What feedback needs: which pictures are the member's own and their URLs, and the audit log for staff. */
export interface FeedbackServiceDeps {
  pictures: Pick<UploadService, 'assertOwnPictures' | 'pictureUrl'>;
  audit: Pick<AuditRepository, 'record'>;
}

/** Feedback and rating from the my-account page, and the staff inbox that works through it. */
export function feedbackService(repo: FeedbackRepository, deps: FeedbackServiceDeps, now: () => number = Date.now) {
  async function present(id: string): Promise<AdminFeedback> {
    const row = await repo.findForStaff(id);
    if (!row) throw notFound('feedback');
    return toAdminFeedback(row, deps.pictures.pictureUrl);
  }

  return {
    async add(memberId: string, input: FeedbackValues): Promise<{ id: string }> {
      await deps.pictures.assertOwnPictures(memberId, input.pictures, 'pictures');

      const id = crypto.randomUUID();
      await repo.insert({
        id,
        user_id: memberId,
        type: input.type,
        rating: input.rating,
        content: input.content,
        pictures: JSON.stringify(input.pictures),
        contact: input.contact,
        created_at: now(),
        handled_at: null,
        handled_by: null,
      });
      return { id };
    },

    /** Staff: every member's feedback, newest first unless another sort is asked for. */
    async list(input: ListInput) {
      const sort = { field: input.sort, order: input.order };
      const { rows, total } = await repo.pageForStaff(input, sort, input.page, input.pageSize);
      return { list: rows.map((row) => toAdminFeedback(row, deps.pictures.pictureUrl)), total };
    },

    /** Staff mark feedback handled, or open again; asking for the state it is already in is a conflict. */
    async setHandled(id: string, handled: boolean, actor: AuditActor): Promise<AdminFeedback> {
      await repo.transaction(async (trx) => {
        if (!(await repo.findForStaff(id, trx))) throw notFound('feedback');
        if (!(await repo.setHandled(id, handled ? { at: now(), by: actor.id } : null, trx))) {
          throw conflict(
            'FEEDBACK_STATUS_CONFLICT',
            handled ? 'The feedback is already handled' : 'The feedback is open',
          );
        }
        await deps.audit.record(trx, {
          actor,
          area: 'feedback',
          action: handled ? 'handle' : 'reopen',
          record: { type: 'feedback', id },
          before: { handled: !handled },
          after: { handled },
        });
      });
      return present(id);
    },
  };
}

export type FeedbackService = ReturnType<typeof feedbackService>;
