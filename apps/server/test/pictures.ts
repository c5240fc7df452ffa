import { shopPictures } from '../src/modules/images/shop-pictures';

const pictures = shopPictures();

/** The content-addressed URL the server hands out for a drawn picture's stored path. */
export const pictureAddress = (path: string) => pictures.addressOf(path);
