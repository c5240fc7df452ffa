import { storage } from '@ffe/browser-storage';
import { IM_LOGIN_STATE_KEY } from './im-keys';

/** The messaging login state (PRODUCT.md#shop-stored-shapes: KeyboardHeight, uniIdToken, uniIsLogin). */
export interface ImLoginState {
  /** The height of the on-screen keyboard last seen, so the chat input opens above it at once. */
  KeyboardHeight: number;
  /** The chat token. */
  uniIdToken: string;
  uniIsLogin: boolean;
}

/** The messaging login state, kept on the device. */
export const imLoginState = {
  read(): ImLoginState {
    const stored = storage.get<Partial<ImLoginState>>(IM_LOGIN_STATE_KEY) ?? {};
    return {
      KeyboardHeight: typeof stored.KeyboardHeight === 'number' ? stored.KeyboardHeight : 0,
      uniIdToken: typeof stored.uniIdToken === 'string' ? stored.uniIdToken : '',
      uniIsLogin: stored.uniIsLogin === true,
    };
  },
  update(patch: Partial<ImLoginState>): void {
    storage.set(IM_LOGIN_STATE_KEY, { ...imLoginState.read(), ...patch });
  },
};
