import { pictureAtWidth } from '@ffe/shared/domain/picture-widths';
import { invalidParam } from '../../platform/errors';
import { pictureAddressParts, renderPicture } from '../images/images.module';
import type { ImageUrl } from '../platform';

/** A console photo at any width; records keep its 750 one. */
const CONSOLE_PICTURE = /^\/uploads\/p-[0-9a-f]{32}-(375|750|1080)\.webp$/;

/**
 * The stored path of a picture the console sends back (its URL on the image host, or the path itself): a console
 * upload, or one of the demo shop's drawn pictures. Anything else is refused naming `field`, so no outside link gets
 * onto the shop's pages.
 */
export function picturePathOf(reference: string, field: string, imageUrl: ImageUrl): string {
  const base = imageUrl('');
  const path = base && reference.startsWith(base) ? reference.slice(base.length) : reference;
  if (CONSOLE_PICTURE.test(path)) return pictureAtWidth(path, 750);
  const drawn = pictureAddressParts(path).path;
  if (drawn.startsWith('/images/') && renderPicture(drawn) !== undefined) return drawn;
  throw invalidParam(`${field}: not a picture uploaded in the console`);
}
