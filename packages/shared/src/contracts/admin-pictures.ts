import { z } from 'zod';
import { PICTURE_WIDTHS } from '../domain/picture-widths';

/**
 * POST /api/admin/pictures/upload (multipart, the picture in field `file`): a console photo as WebP at three widths.
 * `url` is the 750 px one, kept by goods, options, categories and banners; `pictureAtWidth` derives the others.
 */
export const uploadPicture = {
  response: z.object({
    url: z.string(),
    /** The stored path (`/uploads/p-<hash>-750.webp`), as a record keeps it. */
    path: z.string(),
    widths: z.array(z.literal(PICTURE_WIDTHS)),
    /** The original's size in pixels. */
    width: z.number().int(),
    height: z.number().int(),
  }),
};
export type UploadedPicture = z.infer<typeof uploadPicture.response>;
