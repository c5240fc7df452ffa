import crypto from 'node:crypto';
import fs from 'node:fs';
import type { PaymentsConfig } from '../../config';

/** The keys WeChat Pay needs, read from their files: ours that signs, and WeChat Pay's that sign to us by serial or id. */
export interface WechatPayKeys {
  privateKey: crypto.KeyObject;
  /** Platform certificates' public keys by serial (upper case), and the public key by its PUB_KEY_ID_…, as Wechatpay-Serial names them. */
  verifiers: Map<string, crypto.KeyObject>;
}

/** A start that cannot go on: one line naming the variable, never the key library's own error. */
const refused = (variable: string, file: string, why: string) =>
  new Error(`Invalid configuration: ${variable}: ${file} ${why}`);

/** The label of the file's first PEM block (CERTIFICATE, PUBLIC KEY, PRIVATE KEY…), or undefined for anything else. */
function pemLabel(text: string): string | undefined {
  return /-----BEGIN ([A-Z0-9 ]+)-----/.exec(text)?.[1];
}

function readPem(variable: string, file: string): { text: string; label: string } {
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unreadable';
    throw refused(variable, file, `cannot be read (${code})`);
  }
  const label = pemLabel(text);
  if (!label) throw refused(variable, file, 'is not a PEM file');
  return { text, label };
}

/** What a file that is not what its variable expects holds, said so the operator knows where it belongs. */
function misplaced(label: string): string {
  if (label === 'CERTIFICATE') return 'holds a certificate, not the key this variable takes';
  if (label.endsWith('PUBLIC KEY')) return 'holds a public key (public-key mode: WECHAT_PAY_PUBLIC_KEY_PATH)';
  if (label.endsWith('PRIVATE KEY')) return 'holds a private key, not what this variable takes';
  return `holds a ${label}, not what this variable takes`;
}

/** The key the file holds, RSA as WeChat Pay's are; the library's error becomes one line naming the variable. */
function rsaKey(variable: string, file: string, what: string, parse: () => crypto.KeyObject): crypto.KeyObject {
  let key: crypto.KeyObject;
  try {
    key = parse();
  } catch {
    throw refused(variable, file, `is not a readable ${what}`);
  }
  if (key.asymmetricKeyType !== 'rsa') throw refused(variable, file, `is not an RSA ${what}`);
  return key;
}

function privateKeyFrom(variable: string, file: string): crypto.KeyObject {
  const { text, label } = readPem(variable, file);
  if (!label.endsWith('PRIVATE KEY')) throw refused(variable, file, misplaced(label));
  return rsaKey(variable, file, 'private key', () => crypto.createPrivateKey(text));
}

function certificateFrom(variable: string, file: string): { serial: string; key: crypto.KeyObject } {
  const { text, label } = readPem(variable, file);
  if (label !== 'CERTIFICATE') {
    throw refused(
      variable,
      file,
      label.endsWith('PUBLIC KEY')
        ? 'holds a public key, not a platform certificate: set it as WECHAT_PAY_PUBLIC_KEY_PATH with WECHAT_PAY_PUBLIC_KEY_ID'
        : misplaced(label),
    );
  }
  let serial = '';
  const key = rsaKey(variable, file, 'certificate', () => {
    const certificate = new crypto.X509Certificate(text);
    serial = certificate.serialNumber.toUpperCase();
    return certificate.publicKey;
  });
  return { serial, key };
}

function publicKeyFrom(variable: string, file: string): crypto.KeyObject {
  const { text, label } = readPem(variable, file);
  if (!label.endsWith('PUBLIC KEY')) {
    throw refused(
      variable,
      file,
      label === 'CERTIFICATE'
        ? 'holds a certificate, not the public key: platform certificates go in WECHAT_PAY_PLATFORM_CERT_PATHS'
        : misplaced(label),
    );
  }
  return rsaKey(variable, file, 'public key', () => crypto.createPublicKey(text));
}

/**
 * Reads and checks WeChat Pay's key files (decision 051): the merchant's private key, the platform certificates and
 * the public key of public-key mode, both modes at once while a merchant moves between them. Nothing is asked of
 * WeChat Pay; a file that is missing or not what its variable takes throws one line naming the variable.
 */
export function loadWechatPayKeys(
  wechat: Pick<NonNullable<PaymentsConfig['wechat']>, 'privateKeyPath' | 'platformCertPaths' | 'publicKey'>,
): WechatPayKeys {
  const privateKey = privateKeyFrom('WECHAT_PAY_PRIVATE_KEY_PATH', wechat.privateKeyPath);
  const verifiers = new Map<string, crypto.KeyObject>();
  for (const file of wechat.platformCertPaths) {
    const { serial, key } = certificateFrom('WECHAT_PAY_PLATFORM_CERT_PATHS', file);
    verifiers.set(serial, key);
  }
  if (wechat.publicKey) {
    verifiers.set(
      wechat.publicKey.id.toUpperCase(),
      publicKeyFrom('WECHAT_PAY_PUBLIC_KEY_PATH', wechat.publicKey.path),
    );
  }
  return { privateKey, verifiers };
}
