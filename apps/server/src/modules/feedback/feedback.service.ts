import crypto from 'node:crypto';
import type { feedbackAdd } from '@ffe/shared/contracts/member-centre';
import type { z } from 'zod';
import type { UploadService } from '../uploads/uploads.service';
import type { FeedbackRepository } from './feedback.repository';

export type FeedbackValues = z.output<typeof feedbackAdd.request>;

/** What feedback needs to know of uploads: which pictures are the member's own. */
export type FeedbackServiceDeps = Pick<UploadService, 'assertOwnPictures'>;

/** Feedback and rating from the my-account page. */
export function feedbackService(repo: FeedbackRepository, deps: FeedbackServiceDeps, now: () => number = Date.now) {
  return {
    async add(memberId: string, input: FeedbackValues): Promise<{ id: string }> {
      await deps.assertOwnPictures(memberId, input.pictures, 'pictures');

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
  };
}

export type FeedbackService = ReturnType<typeof feedbackService>;
