// The wrapper is shared with the other app; each app keeps its own keys.
export { storage } from '@ffe/browser-storage';

/** Keys of what the app keeps on the device (PRODUCT.md#shop-stored-shapes). */
export const STORAGE_KEYS = {
  token: 'uni_id_token',
  tokenExpired: 'uni_id_token_expired',
  /** The account module's cached account info (PRODUCT.md#shop-stored-shapes). */
  userInfo: 'uni-id-pages-userInfo',
  cartList: 'cartList',
  historyWords: 'historyWords',
  language: 'language',
} as const;
