import type { Platform } from '../platform';
import { imageRoutes } from './images.routes';

/** The shop's own pictures, served by name. */
export function imagesModule({ pictures }: Platform) {
  return {
    offers: undefined,
    async register(app: Platform['app']) {
      await app.register(imageRoutes(pictures));
    },
  };
}

// What other modules' files use of this one's (decision 054): they import it from here, not from its files.
export { renderPicture } from './pictures';
export { pictureAddressParts } from './shop-pictures';
