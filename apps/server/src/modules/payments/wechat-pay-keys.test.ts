import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { keyFiles, wechatPayStandIn } from '../../../test/fake-wechat-pay';
import { loadConfig } from '../../config';
import { loadWechatPayKeys } from './wechat-pay-keys';

const { wechat } = await wechatPayStandIn();
const folder = keyFiles();
afterAll(folder.remove);

const shop = {
  NODE_ENV: 'development',
  PAYMENT_PROVIDERS: 'wechat',
  PAY_PUBLIC_URL: 'https://shop.example',
};
const { WECHAT_PAY_PLATFORM_CERT_PATHS: _certificates, ...withoutKeys } = wechat.env;
const publicKey = {
  WECHAT_PAY_PUBLIC_KEY_PATH: '/keys/pub_key.pem',
  WECHAT_PAY_PUBLIC_KEY_ID: wechat.settings.publicKeyId,
};

/** The paths of a configuration, as loadWechatPayKeys takes them. */
const paths = (change: { platformCertPaths?: string[]; publicKeyPath?: string; privateKeyPath?: string }) => ({
  privateKeyPath: change.privateKeyPath ?? wechat.settings.privateKeyFile,
  platformCertPaths: change.platformCertPaths ?? [],
  publicKey: change.publicKeyPath ? { id: wechat.settings.publicKeyId, path: change.publicKeyPath } : undefined,
});

/** The message loadWechatPayKeys refuses with (it must throw). */
function refusal(change: Parameters<typeof paths>[0]): string {
  try {
    loadWechatPayKeys(paths(change));
  } catch (error) {
    return (error as Error).message;
  }
  throw new Error('the keys were taken');
}

const garbage = folder.write('garbage.pem', 'not a key at all\n');
const brokenCertificate = folder.write(
  'broken-cert.pem',
  '-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n',
);
const ecKey = folder.write(
  'ec-key.pem',
  crypto
    .generateKeyPairSync('ec', { namedCurve: 'prime256v1' })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString(),
);

describe('WeChat Pay configuration of its two merchant modes', () => {
  it('takes the public key alone, the platform certificates alone, or both during a switch', () => {
    const byKey = loadConfig({ ...shop, ...withoutKeys, ...publicKey }).payments.wechat;
    expect(byKey).toMatchObject({
      platformCertPaths: [],
      publicKey: { id: wechat.settings.publicKeyId, path: '/keys/pub_key.pem' },
    });
    const byCertificate = loadConfig({ ...shop, ...wechat.env }).payments.wechat;
    expect(byCertificate).toMatchObject({
      platformCertPaths: [wechat.settings.platformCertFile],
      publicKey: undefined,
    });
    const both = loadConfig({ ...shop, ...wechat.env, ...publicKey }).payments.wechat;
    expect(both?.platformCertPaths).toHaveLength(1);
    expect(both?.publicKey?.id).toBe(wechat.settings.publicKeyId);
  });

  it('pays inside WeChat in the official account when one is configured', () => {
    expect(loadConfig({ ...shop, ...wechat.env }).payments.wechat?.jsapiAppId).toBeUndefined();
    const withAccount = loadConfig({ ...shop, ...wechat.env, ...wechat.officialAccountEnv });
    expect(withAccount.payments.wechat?.jsapiAppId).toBe(wechat.settings.jsapiAppId);
  });

  it('names what is missing: a key to check WeChat Pay by, the public key without its id, an id that is not one', () => {
    expect(() => loadConfig({ ...shop, ...withoutKeys })).toThrow(
      'lacks WECHAT_PAY_PUBLIC_KEY_PATH and WECHAT_PAY_PUBLIC_KEY_ID (or WECHAT_PAY_PLATFORM_CERT_PATHS)',
    );
    expect(() => loadConfig({ ...shop, ...withoutKeys, WECHAT_PAY_PUBLIC_KEY_PATH: '/keys/pub_key.pem' })).toThrow(
      'WECHAT_PAY_PUBLIC_KEY_PATH and WECHAT_PAY_PUBLIC_KEY_ID go together',
    );
    expect(() =>
      loadConfig({ ...shop, ...withoutKeys, ...publicKey, WECHAT_PAY_PUBLIC_KEY_ID: '5157F09EFDC0' }),
    ).toThrow('WECHAT_PAY_PUBLIC_KEY_ID: must be the id shown beside the public key');
  });
});

describe('WeChat Pay key files', () => {
  it('reads the platform certificates by serial and the public key by its PUB_KEY_ID, asking WeChat Pay nothing', () => {
    const keys = loadWechatPayKeys(
      paths({ platformCertPaths: [wechat.settings.platformCertFile], publicKeyPath: wechat.settings.publicKeyFile }),
    );
    expect([...keys.verifiers.keys()]).toEqual([
      expect.stringMatching(/^[0-9A-F]+$/),
      wechat.settings.publicKeyId.toUpperCase(),
    ]);
    expect(keys.privateKey.type).toBe('private');
  });

  it('refuses a public key given where a certificate is expected, naming the variable and where it belongs', () => {
    const message = refusal({ platformCertPaths: [wechat.settings.publicKeyFile] });
    expect(message).toBe(
      `Invalid configuration: WECHAT_PAY_PLATFORM_CERT_PATHS: ${wechat.settings.publicKeyFile} holds a public key, not a platform certificate: set it as WECHAT_PAY_PUBLIC_KEY_PATH with WECHAT_PAY_PUBLIC_KEY_ID`,
    );
  });

  it('refuses a certificate given as the public key', () => {
    expect(refusal({ publicKeyPath: wechat.settings.platformCertFile })).toContain(
      `WECHAT_PAY_PUBLIC_KEY_PATH: ${wechat.settings.platformCertFile} holds a certificate, not the public key`,
    );
  });

  it('refuses garbage, a broken certificate, a missing file, a key of another kind, each naming its variable', () => {
    expect(refusal({ platformCertPaths: [garbage] })).toBe(
      `Invalid configuration: WECHAT_PAY_PLATFORM_CERT_PATHS: ${garbage} is not a PEM file`,
    );
    expect(refusal({ platformCertPaths: [brokenCertificate] })).toBe(
      `Invalid configuration: WECHAT_PAY_PLATFORM_CERT_PATHS: ${brokenCertificate} is not a readable certificate`,
    );
    expect(refusal({ publicKeyPath: '/no/such/pub_key.pem' })).toBe(
      'Invalid configuration: WECHAT_PAY_PUBLIC_KEY_PATH: /no/such/pub_key.pem cannot be read (ENOENT)',
    );
    expect(refusal({ privateKeyPath: ecKey })).toBe(
      `Invalid configuration: WECHAT_PAY_PRIVATE_KEY_PATH: ${ecKey} is not an RSA private key`,
    );
    expect(refusal({ privateKeyPath: wechat.settings.publicKeyFile })).toContain(
      `WECHAT_PAY_PRIVATE_KEY_PATH: ${wechat.settings.publicKeyFile} holds a public key`,
    );
  });
});

describe('starting the server with a wrong WeChat Pay key', () => {
  const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../main.ts');

  it('exits non-zero with one line naming the variable, never the key library’s error or a stack', async () => {
    const started = promisify(execFile)(process.execPath, ['--import', 'tsx', main], {
      env: {
        PATH: process.env.PATH,
        ...shop,
        ...wechat.env,
        // A public key where the platform certificate goes: the mistake public-key mode invites.
        WECHAT_PAY_PLATFORM_CERT_PATHS: wechat.settings.publicKeyFile,
        DATA_DIR: folder.dir,
        PORT: '0',
      },
      timeout: 30_000,
    });
    const failed = await started.then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed?.code).toBe(1);
    expect(failed?.stderr.trim()).toBe(
      `Invalid configuration: WECHAT_PAY_PLATFORM_CERT_PATHS: ${wechat.settings.publicKeyFile} holds a public key, not a platform certificate: set it as WECHAT_PAY_PUBLIC_KEY_PATH with WECHAT_PAY_PUBLIC_KEY_ID`,
    );
    expect(failed?.stderr).not.toMatch(/error:0[0-9A-F]{7}|\n\s+at /);
    // The whole server is compiled on the fly before it reads its configuration: slow on a busy machine.
  }, 60_000);
});
