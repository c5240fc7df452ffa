// The wrapper is shared with the other app; each app keeps its own keys.
export { storage } from '@ffe/browser-storage';

/** Keys of what the app keeps on the device (spec §9). */
export const STORAGE_KEYS = {
  token: 'uni_id_token',
  tokenExpired: 'uni_id_token_expired',
  /** The account module's cached account info (spec §3). */
  userInfo: 'uni-id-pages-userInfo',
  cartList: 'cartList',
  historyWords: 'historyWords',
  language: 'language',
} as const;
