import { afterAll } from 'vitest';
import { fakeAlipay } from './alipay-gateway';
import { fakeWechatPay, keyFiles } from './fake-wechat-pay';

/**
 * Local stand-ins for WeChat Pay API v3 (`fake-wechat-pay.ts`) and Alipay's open API (`alipay-gateway.ts`), answering
 * as their documentation describes and checking our request signatures, with keys and certificates made for the
 * test. No internet needed.
 */

export type { SignedNotice } from './fake-wechat-pay';

/** Both fakes for one test file, on a fresh key folder; closed, and the folder removed, after the file's tests. */
export async function fakePaymentProviders() {
  const keys = keyFiles();
  const wechat = await fakeWechatPay(keys);
  const alipay = await fakeAlipay(keys);
  afterAll(async () => {
    await Promise.all([wechat.close(), alipay.close()]);
    keys.remove();
  });
  return { wechat, alipay };
}
