import { unauthorized, unavailable } from '../../platform/errors';
import { WechatRefused, WechatUnreachable } from './wechat-api';

/** Asks WeChat, answering its refusal as WECHAT_CODE_REFUSED (401) and its silence as WECHAT_UNREACHABLE (503). */
export async function askWechat<T>(what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof WechatRefused) throw unauthorized('WECHAT_CODE_REFUSED', `${what}: ${error.message}`);
    if (error instanceof WechatUnreachable) throw unavailable('WECHAT_UNREACHABLE', `${what}: ${error.message}`);
    throw error;
  }
}
