import type { Sessions } from '../auth/auth.module';
import type { CatalogueOffers } from '../catalogue/catalogue.module';
import type { Platform } from '../platform';
import type { UploadsOffers } from '../uploads/uploads.module';
import { commentRepository } from './comment.repository';
import { commentRoutes } from './comment.routes';
import { commentService } from './comment.service';

/** Members' comments on goods they bought, and their moderation. */
export function commentsModule(
  { database, audit }: Platform,
  { guard }: Sessions,
  { catalogue }: CatalogueOffers,
  { uploads }: UploadsOffers,
) {
  const comments = commentService({
    repo: commentRepository(database.db),
    audit,
    pictures: uploads,
    commentsChanged: catalogue.forgetDetails,
  });
  return {
    offers: undefined,
    async register(app: Platform['app']) {
      await app.register(commentRoutes(comments, guard));
    },
  };
}
