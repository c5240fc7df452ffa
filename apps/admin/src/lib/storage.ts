// The wrapper is shared with the other app; each app keeps its own keys.
export { storage } from '@ffe/browser-storage';

/** Keys of what the console keeps on the device: its own, so the shop's login in the same browser is left alone. */
export const STORAGE_KEYS = {
  token: 'ffe_admin_token',
  tokenExpired: 'ffe_admin_token_expired',
  language: 'ffe_admin_language',
  alertsMuted: 'ffe_admin_alerts_muted',
  deskAlertsMuted: 'ffe_admin_desk_alerts_muted',
} as const;
