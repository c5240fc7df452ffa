import crypto from 'node:crypto';
import type { feedbackAdd } from '@ffe/shared/contracts/member-centre';
import type { z } from 'zod';
import { invalidParam } from '../../platform/errors';
import type { UploadService } from '../uploads/uploads.service';
import type { FeedbackRepository } from './feedback.repository';

export type FeedbackValues = z.output<typeof feedbackAdd.request>;

/** What feedback needs to know of uploads: which pictures are the member's own. */
export type FeedbackServiceDeps = Pick<UploadService, 'storedNameOf' | 'ownStoredNames'>;

/** Feedback and rating from the my-account page. */
export function feedbackService(repo: FeedbackRepository, deps: FeedbackServiceDeps, now: () => number = Date.now) {
  return {
    /** Pictures must be the member's own uploads: staff pages show them, so no outside links get in. */
    async add(memberId: string, input: FeedbackValues): Promise<{ id: string }> {
      const names = input.pictures.map(deps.storedNameOf);
      const own = await deps.ownStoredNames(
        memberId,
        names.filter((n): n is string => n !== undefined),
      );
      const foreign = names.findIndex((name) => name === undefined || !own.has(name));
      if (foreign !== -1) throw invalidParam(`pictures.${foreign}: not a picture you uploaded`);

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
      });
      return { id };
    },
  };
}

export type FeedbackService = ReturnType<typeof feedbackService>;
