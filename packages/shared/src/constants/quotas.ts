// What one person may write (issue 12); part of the constants named in ../constants.ts.

/**
 * Write quotas (issue 12): what one person may write, far above what a person does, so only scripts meet them. Over a
 * quota the call answers 429 RATE_LIMITED with `retry-after` and stores nothing. Windows are in milliseconds.
 */
export const WRITE_QUOTAS = {
  /** Chat messages a user sends: a burst (a few quick lines, pictures in a row), then a steady typing rate. */
  MESSAGE_BURST: { max: 20, windowMs: 10_000 },
  MESSAGE_STEADY: { max: 60, windowMs: 60_000 },
  /** Chat logins that may create a guest, per client address (a shared network's people included). */
  GUEST_LOGINS_PER_ADDRESS: { max: 60, windowMs: 10 * 60_000 },
  /** Sign-ins and bindings through the official account one address starts: each keeps a state row until it is used. */
  WECHAT_SIGN_IN_STARTS_PER_ADDRESS: { max: 30, windowMs: 10 * 60_000 },
  /** Friend invites a user sends a day. */
  FRIEND_INVITES_PER_DAY: { max: 50, windowMs: 24 * 3_600_000 },
  /** Orders a member creates an hour. */
  ORDERS_PER_HOUR: { max: 30, windowMs: 3_600_000 },
  /** Uploads (member pictures and chat files together) a user stores in one of the shop's days, in bytes and files. */
  UPLOAD_BYTES_PER_DAY: 200 * 1024 * 1024,
  UPLOAD_FILES_PER_DAY: 200,
} as const;
