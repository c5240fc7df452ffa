import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const production = {
  NODE_ENV: 'production',
  TOKEN_SECRET: 'x'.repeat(32),
  SMS_SENDER: 'http',
  SMS_GATEWAY_URL: 'https://sms.example/send',
  PAYMENT_PROVIDERS: 'alipay',
  PAY_PUBLIC_URL: 'https://shop.example',
  ALIPAY_APP_ID: '2021000000000000',
  ALIPAY_PRIVATE_KEY_PATH: '/keys/alipay-app-private.pem',
  ALIPAY_PUBLIC_KEY_PATH: '/keys/alipay-public.pem',
};

const wechatPay = {
  WECHAT_PAY_MCH_ID: '1900000001',
  WECHAT_PAY_APP_ID: 'wx0000000000000001',
  WECHAT_PAY_SERIAL_NO: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  WECHAT_PAY_PRIVATE_KEY_PATH: '/keys/apiclient_key.pem',
  WECHAT_PAY_PLATFORM_CERT_PATHS: '/keys/wechatpay-a.pem, /keys/wechatpay-b.pem',
  WECHAT_PAY_API_V3_KEY: 'k'.repeat(32),
};

describe('configuration', () => {
  it('runs development on the console SMS sender, SQLite and port 3000', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      databaseUrl: undefined,
      sms: { sender: 'console' },
    });
  });

  it('refuses production without a token secret or an SMS gateway', () => {
    expect(() => loadConfig({ ...production, TOKEN_SECRET: undefined })).toThrow('TOKEN_SECRET');
    expect(() => loadConfig({ ...production, SMS_SENDER: undefined })).toThrow('SMS');
    expect(() => loadConfig({ ...production, SMS_SENDER: 'console' })).toThrow('SMS');
    expect(() => loadConfig({ ...production, SMS_GATEWAY_URL: undefined })).toThrow('SMS');
    expect(loadConfig(production).env).toBe('production');
  });

  it('sends texts in production through Aliyun or Tencent, naming any setting a provider lacks', () => {
    const aliyun = {
      ...production,
      SMS_SENDER: 'aliyun',
      SMS_GATEWAY_URL: undefined,
      ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI5tExample',
      ALIYUN_SMS_ACCESS_KEY_SECRET: 'secret',
      ALIYUN_SMS_SIGN_NAME: '鲜花速递',
      ALIYUN_SMS_TEMPLATE_LOGIN: 'SMS_100000001',
      ALIYUN_SMS_TEMPLATE_RECIPIENT_DISPATCHED: 'SMS_100000005',
    };
    expect(loadConfig(aliyun).sms).toEqual({
      sender: 'aliyun',
      accessKeyId: 'LTAI5tExample',
      accessKeySecret: 'secret',
      signName: '鲜花速递',
      templates: { login: 'SMS_100000001', 'recipient-dispatched': 'SMS_100000005' },
      endpoint: 'https://dysmsapi.aliyuncs.com',
    });
    expect(loadConfig({ ...aliyun, ALIYUN_SMS_ENDPOINT: 'http://127.0.0.1:4567/' }).sms).toMatchObject({
      endpoint: 'http://127.0.0.1:4567',
    });
    for (const name of [
      'ALIYUN_SMS_ACCESS_KEY_ID',
      'ALIYUN_SMS_ACCESS_KEY_SECRET',
      'ALIYUN_SMS_SIGN_NAME',
      'ALIYUN_SMS_TEMPLATE_LOGIN',
    ]) {
      expect(() => loadConfig({ ...aliyun, [name]: undefined })).toThrow(`SMS_SENDER=aliyun lacks ${name}`);
    }
    const tencent = {
      ...production,
      SMS_SENDER: 'tencent',
      SMS_GATEWAY_URL: undefined,
      TENCENT_SMS_SECRET_ID: 'AKIDexample',
      TENCENT_SMS_SECRET_KEY: 'key',
      TENCENT_SMS_SDK_APP_ID: '1400000001',
      TENCENT_SMS_SIGN_NAME: '鲜花速递',
      TENCENT_SMS_TEMPLATE_LOGIN: '100001',
      TENCENT_SMS_TEMPLATE_ORDER_PAID: '100002',
    };
    expect(loadConfig(tencent).sms).toEqual({
      sender: 'tencent',
      secretId: 'AKIDexample',
      secretKey: 'key',
      sdkAppId: '1400000001',
      signName: '鲜花速递',
      templates: { login: '100001', 'order-paid': '100002' },
      endpoint: 'https://sms.tencentcloudapi.com',
      region: 'ap-guangzhou',
    });
    for (const name of [
      'TENCENT_SMS_SECRET_ID',
      'TENCENT_SMS_SECRET_KEY',
      'TENCENT_SMS_SDK_APP_ID',
      'TENCENT_SMS_SIGN_NAME',
      'TENCENT_SMS_TEMPLATE_LOGIN',
    ]) {
      expect(() => loadConfig({ ...tencent, [name]: undefined })).toThrow(`SMS_SENDER=tencent lacks ${name}`);
    }
    expect(() => loadConfig({ ...production, SMS_SENDER: 'twilio' })).toThrow('SMS_SENDER');
  });

  it('verifies real names with the development verifier only outside production, and an http one with its gateway', () => {
    expect(loadConfig({}).realName).toEqual({ verifier: 'development' });
    expect(loadConfig(production).realName).toBeUndefined();
    expect(() => loadConfig({ ...production, REAL_NAME_VERIFIER: 'development' })).toThrow('development verifier');
    expect(() => loadConfig({ ...production, REAL_NAME_VERIFIER: 'http' })).toThrow('REAL_NAME_GATEWAY_URL');
    expect(
      loadConfig({ ...production, REAL_NAME_VERIFIER: 'http', REAL_NAME_GATEWAY_URL: 'https://verify.example.com/' })
        .realName,
    ).toEqual({ verifier: 'http', gatewayUrl: 'https://verify.example.com/', gatewayToken: undefined });
  });

  it('takes staff and admin passwords only of medium strength', () => {
    expect(() => loadConfig({ ...production, STAFF_PASSWORD: 'onlyletters' })).toThrow('STAFF_PASSWORD');
    expect(() => loadConfig({ ...production, ADMIN_PASSWORD: 'short1' })).toThrow('ADMIN_PASSWORD');
    expect(loadConfig({ ...production, STAFF_PASSWORD: 'roses-2026' }).staffPassword).toBe('roses-2026');
  });

  it("trusts no proxy unless told: a number of hops or the proxies' addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow('TRUST_PROXY');
  });

  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow('PORT');
  });

  it('hides WeChat login in production unless it is configured', () => {
    expect(loadConfig(production).wechat).toBeUndefined();
    expect(loadConfig({ ...production, WECHAT_APP_ID: 'wx1', WECHAT_APP_SECRET: 's' }).wechat).toEqual({
      appId: 'wx1',
      appSecret: 's',
    });
    expect(loadConfig({}).wechat).toEqual({ sandbox: true });
  });

  it('keeps uploads on the local disk unless STORAGE=s3 names a bucket, with both keys or neither', () => {
    expect(loadConfig({}).storage).toEqual({ driver: 'local' });
    expect(() => loadConfig({ STORAGE: 's3' })).toThrow('S3_BUCKET');
    expect(() => loadConfig({ STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' })).toThrow('S3_SECRET_ACCESS_KEY');
    expect(
      loadConfig({
        STORAGE: 's3',
        S3_BUCKET: 'flowers',
        S3_ENDPOINT: 'http://minio:9000',
        S3_ACCESS_KEY_ID: 'k',
        S3_SECRET_ACCESS_KEY: 's',
        S3_FORCE_PATH_STYLE: 'true',
      }).storage,
    ).toEqual({
      driver: 's3',
      bucket: 'flowers',
      endpoint: 'http://minio:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'k', secretAccessKey: 's' },
      forcePathStyle: true,
    });
  });

  it('refuses to start production with the sandbox provider unless PAYMENT_PROVIDERS names it', () => {
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDERS: undefined })).toThrow('PAYMENT_PROVIDERS');
    expect(loadConfig(production).payments.providers).toEqual(['alipay']);
    expect(loadConfig({ ...production, PAYMENT_PROVIDERS: 'sandbox' }).payments.providers).toEqual(['sandbox']);
    expect(loadConfig({}).payments.providers).toEqual(['sandbox']);
  });

  it('names the payment settings a configured provider lacks, and refuses providers it does not know', () => {
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDERS: 'wechat' })).toThrow('WECHAT_PAY_MCH_ID');
    expect(() => loadConfig({ ...production, ALIPAY_PUBLIC_KEY_PATH: undefined })).toThrow('ALIPAY_PUBLIC_KEY_PATH');
    expect(() => loadConfig({ ...production, PAY_PUBLIC_URL: undefined })).toThrow('PAY_PUBLIC_URL');
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDERS: 'paypal' })).toThrow('PAYMENT_PROVIDERS');
    expect(() => loadConfig({ ...production, ...wechatPay, WECHAT_PAY_API_V3_KEY: 'short' })).toThrow(
      'WECHAT_PAY_API_V3_KEY',
    );
  });

  it('reads WeChat Pay and Alipay settings, with their official addresses unless overridden', () => {
    const { payments } = loadConfig({ ...production, ...wechatPay, PAYMENT_PROVIDERS: 'wechat,alipay' });
    expect(payments).toMatchObject({
      providers: ['wechat', 'alipay'],
      publicUrl: 'https://shop.example',
      wechat: {
        mchId: '1900000001',
        platformCertPaths: ['/keys/wechatpay-a.pem', '/keys/wechatpay-b.pem'],
        baseUrl: 'https://api.mch.weixin.qq.com',
      },
      alipay: { appId: '2021000000000000', gateway: 'https://openapi.alipay.com/gateway.do' },
    });
  });

  it('takes an Alipay seller only as a PID, 2088 and 12 digits', () => {
    const seller = { ...production, ALIPAY_SELLER_ID: '2088102147948060' };
    expect(loadConfig(seller).payments.alipay?.sellerId).toBe('2088102147948060');
    expect(loadConfig(production).payments.alipay?.sellerId).toBeUndefined();
    expect(() => loadConfig({ ...production, ALIPAY_SELLER_ID: '2021000117600001' })).toThrow('ALIPAY_SELLER_ID');
  });

  it('takes the official account only with both its id and secret', () => {
    expect(loadConfig({ ...production, WECHAT_MP_APP_ID: 'wxmp', WECHAT_MP_APP_SECRET: 's' }).wechatMp).toEqual({
      appId: 'wxmp',
      appSecret: 's',
    });
    expect(loadConfig(production).wechatMp).toBeUndefined();
    expect(() => loadConfig({ ...production, WECHAT_MP_APP_ID: 'wxmp' })).toThrow('WECHAT_MP_APP_SECRET');
  });

  it('keeps /metrics closed unless a long token or a port of its own is set', () => {
    expect(loadConfig({}).metrics).toEqual({ token: undefined, port: undefined });
    expect(loadConfig({ METRICS_TOKEN: 'a'.repeat(24), METRICS_PORT: '9464' }).metrics).toEqual({
      token: 'a'.repeat(24),
      port: 9464,
    });
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN');
    expect(() => loadConfig({ METRICS_PORT: '3000' })).toThrow('METRICS_PORT must differ from PORT');
    expect(() => loadConfig({ METRICS_PORT: 'ninety' })).toThrow('METRICS_PORT');
  });
});
