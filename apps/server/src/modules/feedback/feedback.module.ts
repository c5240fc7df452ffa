import type { Sessions } from '../auth/auth.module';
import type { Platform } from '../platform';
import type { UploadsOffers } from '../uploads/uploads.module';
import { feedbackRepository } from './feedback.repository';
import { adminFeedbackRoutes, feedbackRoutes } from './feedback.routes';
import { feedbackService } from './feedback.service';

/** Members' feedback and the console's inbox of it. */
export function feedbackModule({ database, audit }: Platform, { guard }: Sessions, { uploads }: UploadsOffers) {
  const feedback = feedbackService(feedbackRepository(database.db), { pictures: uploads, audit });
  return {
    offers: undefined,
    async register(app: Platform['app']) {
      await app.register(feedbackRoutes(feedback, guard));
      await app.register(adminFeedbackRoutes(feedback, guard));
    },
  };
}
