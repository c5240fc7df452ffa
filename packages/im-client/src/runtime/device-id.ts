import { storage } from '@ffe/browser-storage';
import { isValidDeviceId } from '@ffe/shared/domain/im/message-rules';

/** Where this browser keeps its chat device id: a guest's identity, and how pushes of one's own sends are told apart. */
const DEVICE_ID_KEY = 'uni-im-device-id';

/**
 * Random hex of `bytes` bytes. getRandomValues rather than randomUUID: the latter exists only on https and localhost,
 * and the shop is also opened over plain http on a local network.
 */
export function randomHex(bytes: number): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return Array.from(values, (value) => value.toString(16).padStart(2, '0')).join('');
}

/** This browser's device id: 16 to 48 characters, else a new one is made and kept (PRODUCT.md#shop-accounts). */
export function imDeviceId(): string {
  const stored = storage.get<unknown>(DEVICE_ID_KEY);
  if (isValidDeviceId(stored)) return stored;
  return renewImDeviceId();
}

/** Makes and keeps a new device id: the server refused the old one as a guest's. */
export function renewImDeviceId(): string {
  const id = randomHex(16);
  storage.set(DEVICE_ID_KEY, id);
  return id;
}
