// The chat's login: which chat token fits the shop's login, getting one as a member or a guest, and renewing it.
import { ApiError, neverSettles } from '@ffe/api-client/envelope';
import { storage } from '@ffe/browser-storage';
import { TOKEN_TTL_MS } from '@ffe/shared/constants';
import type { PublicUser } from '@ffe/shared/contracts/im';
import type { ImAuth } from '../api/im-auth';
import { guestLogin } from '../api/login';
import { uniLogin } from '../api/uni-login';
import type { ImClient } from '../client';
import { imDeviceId, renewImDeviceId } from './device-id';
import { alertDialog } from './im-dialogs';
import { IM_TOKEN_KEY } from './im-keys';
import { imLoginState } from './im-login-state';
import { hasStaffRole, type ImMe } from './im-store';
/** The chat token and whose it is: a guest of this device, or a member (with the shop token it came from). */
export interface ImTokenRecord {
  token: string;
  tokenExpired: number;
  uid: string;
  role: string[];
  guest: boolean;
  /** The shop token the member's chat token was asked with: another shop login needs another chat token. */
  shopToken?: string;
  /** A guest's profile, as login answered it. */
  profile?: PublicUser;
}

/** A token this close to its end is renewed before use rather than sent and refused. */
const EXPIRY_MARGIN_MS = 60_000;

/** The stored chat token, when it is whole. */
export const readImToken = (): ImTokenRecord | undefined => {
  const record = storage.get<ImTokenRecord>(IM_TOKEN_KEY);
  return record && typeof record.token === 'string' && typeof record.uid === 'string' ? record : undefined;
};

/** The stored chat token when it still fits the shop's login: a guest's while nobody is logged in, else the member's. */
function usableRecord(imClient: ImClient): ImTokenRecord | undefined {
  const record = readImToken();
  if (!record || record.tokenExpired <= Date.now() + EXPIRY_MARGIN_MS) return undefined;
  const shop = imClient.host.session.readToken();
  if (record.guest) return shop ? undefined : record;
  return shop && record.shopToken === shop.token ? record : undefined;
}

/** Forgets the chat token (refused, expired, or another login's): the next call logs in afresh. */
export function forgetImToken(): void {
  storage.remove(IM_TOKEN_KEY);
  imLoginState.update({ uniIdToken: '', uniIsLogin: false });
}

/** The uid and roles a token names (PRODUCT.md#shop-accounts: they come from the decoded token); undefined when it cannot be read. */
function decodeClaims(token: string): { uid?: string; role?: string[] } | undefined {
  const payload = token.split('.')[1];
  if (!payload) return undefined;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '=')), (c) => c.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as { uid?: unknown; role?: unknown };
    return {
      ...(typeof claims.uid === 'string' ? { uid: claims.uid } : {}),
      ...(Array.isArray(claims.role) ? { role: claims.role.filter((r): r is string => typeof r === 'string') } : {}),
    };
  } catch {
    return undefined;
  }
}

/**
 * Shows a chat login the server refused as its JSON (PRODUCT.md#chat-calls: "a response with `errCode` shows a dialog
 * of the JSON", PRODUCT.md#chat-errors); a network failure or time-out (code 0) is the caller's to show.
 */
function showLoginRefusal(imClient: ImClient, error: unknown): void {
  if (!(error instanceof ApiError) || error.code === 0 || !error.errCode) return;
  void alertDialog(imClient, {
    content: JSON.stringify({ code: error.code, errCode: error.errCode, errMsg: error.message }),
  });
}

/** A member's chat token (uniLogin); an expired shop login goes to the login page instead (PRODUCT.md#shop-login). */
async function memberLogin(imClient: ImClient, shopToken: string, shopExpired: number): Promise<ImTokenRecord> {
  if (shopExpired <= Date.now()) {
    imClient.host.session.leaveForLogin('TOKEN_INVALID_TOKEN_EXPIRED', true);
    return neverSettles();
  }
  const issued = await uniLogin(imClient, imDeviceId()).catch((error: unknown) => {
    showLoginRefusal(imClient, error);
    throw error;
  });
  const claims = decodeClaims(issued.token);
  const uid = claims?.uid ?? imClient.host.session.member()?._id;
  if (!uid) throw new ApiError('the chat token names no user', 0, 'SYSTEM_ERROR');
  return { ...issued, uid, role: claims?.role ?? [], guest: false, shopToken };
}

/**
 * A visitor's chat token: the guest of this device. A device id the server refuses is replaced once
 * (PRODUCT.md#shop-accounts); a refused login shows its JSON (PRODUCT.md#chat-calls).
 */
async function visitorLogin(imClient: ImClient, renewDevice = true): Promise<ImTokenRecord> {
  try {
    const result = await guestLogin(imClient, imDeviceId());
    const claims = decodeClaims(result.token);
    return {
      token: result.token,
      tokenExpired: result.tokenExpired,
      uid: result.user._id,
      role: claims?.role ?? ['guest'],
      guest: true,
      profile: result.user,
    };
  } catch (error) {
    if (
      renewDevice &&
      error instanceof ApiError &&
      error.errCode === 'INVALID_PARAM' &&
      /deviceId/.test(error.detail)
    ) {
      renewImDeviceId();
      return visitorLogin(imClient, false);
    }
    showLoginRefusal(imClient, error);
    throw error;
  }
}

/** The chat token, logging in when there is none that fits: uniLogin for a member, guest login for a visitor. */
export function ensureImLogin(imClient: ImClient): Promise<ImTokenRecord> {
  const held = usableRecord(imClient);
  if (held) return Promise.resolve(held);
  const login = imClient.parts.login as { loggingIn: Promise<ImTokenRecord> | undefined };
  login.loggingIn ??= (async () => {
    const shop = imClient.host.session.readToken();
    const record = shop ? await memberLogin(imClient, shop.token, shop.tokenExpired) : await visitorLogin(imClient);
    storage.set(IM_TOKEN_KEY, record);
    imLoginState.update({ uniIdToken: record.token, uniIsLogin: true });
    return record;
  })().finally(() => {
    login.loggingIn = undefined;
  });
  return login.loggingIn;
}

/** How IM calls get the chat token here, and hand back a refused or renewed one (api/im-call's default). */
export const imLoginAuth = (imClient: ImClient): ImAuth => ({
  token: async () => (await ensureImLogin(imClient)).token,
  async onTokenError(errCode, retried) {
    forgetImToken();
    if (imClient.host.session.readToken() && (retried || !imClient.host.session.hasValidToken())) {
      imClient.host.session.leaveForLogin(errCode, true);
      return 'leave';
    }
    if (retried) return 'fail';
    try {
      await ensureImLogin(imClient);
      return 'retry';
    } catch {
      return 'fail';
    }
  },
  onRenewedToken(sent, renewed, expired) {
    const tokenExpired = expired > 0 ? expired : Date.now() + TOKEN_TTL_MS;
    const shopSent = imClient.host.session.readToken()?.token === sent;
    const record = readImToken();
    if (record?.token === sent) {
      storage.set(IM_TOKEN_KEY, {
        ...record,
        token: renewed,
        tokenExpired,
        ...(record.guest ? {} : { shopToken: shopSent ? renewed : record.shopToken }),
      });
      imLoginState.update({ uniIdToken: renewed });
    }
    // A member's chat token is the shop's own: the shop keeps the renewal too.
    if (shopSent) imClient.host.session.saveToken({ token: renewed, tokenExpired });
  },
});

/** Whether the chat user is staff: they send read receipts and see read states (PRODUCT.md#chat-read-receipts). */
export const isStaff = (me: Pick<ImMe, 'role'> | null | undefined): boolean => hasStaffRole(me);
