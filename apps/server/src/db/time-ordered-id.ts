import crypto from 'node:crypto';

/**
 * A UUID of version 7 (RFC 9562): the creation time in milliseconds, then 74 random bits. Rows keyed by it are added
 * at the end of their primary-key index, not at a random page of it: a random UUID per chat message cost SQLite a
 * third more per insert and commit (decision 040).
 */
export function timeOrderedId(now: number = Date.now()): string {
  const bytes = crypto.randomBytes(16);
  bytes.writeUIntBE(now, 0, 6);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x70;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
