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
