// The on-screen keyboard's height, kept in the messaging login state (PRODUCT.md#shop-stored-shapes: "KeyboardHeight,
// uniIdToken, uniIsLogin"): a logout forgets the token, not the device's keyboard.
import { imLoginState } from './im-login-state';

/** Less than this is a browser's toolbar showing or hiding, not a keyboard. */
const KEYBOARD_MIN_PX = 120;

/** The keyboard's height last seen on this device, 0 before it ever opened. */
export const keptKeyboardHeight = (): number => imLoginState.read().KeyboardHeight;

/**
 * Keeps `coveredPx`, how much of the window an open keyboard covers, as the keyboard's height; answers the height kept,
 * or undefined when that much is no keyboard.
 */
export function rememberKeyboardHeight(coveredPx: number): number | undefined {
  const height = Math.round(coveredPx);
  if (!Number.isFinite(height) || height < KEYBOARD_MIN_PX) return undefined;
  if (height !== keptKeyboardHeight()) imLoginState.update({ KeyboardHeight: height });
  return height;
}
