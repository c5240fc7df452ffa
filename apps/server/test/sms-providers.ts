import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import OpenApiUtil from '@alicloud/openapi-util';
import Sign from 'tencentcloud-sdk-nodejs-common/tencentcloud/common/sign';
import { afterAll } from 'vitest';
import type { SmsKind } from '../src/config';
import { smsTemplateParams } from '../src/modules/auth/template-sms-sender';

/**
 * Local stand-ins for Aliyun's Dysmsapi and Tencent Cloud's SMS API (issue 41): each speaks the provider's protocol,
 * checks our signature with the provider's own published signer (`@alicloud/openapi-util`, the Tencent SDK's `Sign`),
 * and answers success or the provider's refusal codes, as their documentation describes. No internet needed.
 */

/** A text the stand-in took: the number, the template and its values by name (Aliyun) or in order (Tencent). */
export interface TakenText {
  phone: string;
  signName: string;
  template: string;
  params: Record<string, string> | string[];
}

/** The template ids the stand-ins have approved, one a kind, and the variables each was approved with. */
function approvedTemplates(prefix: string) {
  const kinds = Object.keys(smsTemplateParams) as SmsKind[];
  const ids = Object.fromEntries(kinds.map((kind, i) => [kind, `${prefix}${100_001 + i}`])) as Record<SmsKind, string>;
  const variables = new Map(kinds.map((kind) => [ids[kind], [...smsTemplateParams[kind]] as string[]]));
  return { ids, variables };
}

const envName = (kind: SmsKind) => kind.toUpperCase().replaceAll('-', '_');

async function listen(handler: (req: http.IncomingMessage, body: Buffer) => { status: number; body: unknown }) {
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const answer = handler(req, Buffer.concat(chunks));
      res.writeHead(answer.status, { 'content-type': 'application/json;charset=utf-8' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

/** An address nothing listens on: a server is opened on a random port and closed again. */
export async function unreachableEndpoint(): Promise<string> {
  const { server, port } = await listen(() => ({ status: 500, body: {} }));
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

/** Phones the stand-in holds to a limit of the provider, and the texts it took; reset between tests. */
function standInState() {
  return {
    taken: [] as TakenText[],
    /** Numbers over the provider's per-number limit: their sends are refused with the limit's code. */
    limited: new Set<string>(),
    /** Answers every call with this error while set (a whole-call refusal). */
    failing: undefined as string | undefined,
  };
}

/** Aliyun's Dysmsapi 2017-05-25 SendSms, RPC style, signed HMAC-SHA1 with the access key secret. */
export async function aliyunSmsStandIn() {
  const accessKeyId = 'LTAI5tStandInAccessKey';
  const accessKeySecret = crypto.randomBytes(15).toString('base64');
  const signName = '鲜花速递';
  const templates = approvedTemplates('SMS_47');
  const state = standInState();
  const nonces = new Set<string>();
  const requestId = () => crypto.randomUUID().toUpperCase();
  const refuse = (status: number, Code: string, Message: string) => ({
    status,
    body: { RequestId: requestId(), Code, Message },
  });

  const { server, port } = await listen((req, body) => {
    if (req.method !== 'POST' && req.method !== 'GET') return refuse(400, 'UnsupportedHTTPMethod', 'method');
    const query = new URLSearchParams(req.method === 'GET' ? (req.url ?? '').split('?')[1] : body.toString('utf8'));
    const params = Object.fromEntries(query);
    const { Signature, ...signed } = params;
    if (params.Action !== 'SendSms' || params.Version !== '2017-05-25')
      return refuse(404, 'InvalidAction.NotFound', 'action');
    if (params.AccessKeyId !== accessKeyId)
      return refuse(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
    if (params.SignatureMethod !== 'HMAC-SHA1' || params.SignatureVersion !== '1.0') {
      return refuse(400, 'InvalidSignatureMethod', 'Specified signature method is not valid.');
    }
    const expected = OpenApiUtil.getRPCSignature(signed as Record<string, string>, req.method, accessKeySecret);
    if (Signature !== expected) {
      return refuse(400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
    }
    const at = Date.parse(params.Timestamp ?? '');
    if (!/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/.test(params.Timestamp ?? '') || Math.abs(Date.now() - at) > 15 * 60_000) {
      return refuse(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
    }
    if (!params.SignatureNonce || nonces.has(params.SignatureNonce)) {
      return refuse(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
    }
    nonces.add(params.SignatureNonce);
    if (state.failing) return refuse(200, state.failing, 'refused as the test asked');
    const phone = params.PhoneNumbers ?? '';
    if (!/^1\d{10}$/.test(phone)) return refuse(200, 'isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
    if (params.SignName !== signName) return refuse(200, 'isv.SMS_SIGNATURE_ILLEGAL', '该账号下找不到对应签名');
    const variables = templates.variables.get(params.TemplateCode ?? '');
    if (!variables) return refuse(200, 'isv.SMS_TEMPLATE_ILLEGAL', '该账号下找不到对应模板');
    let values: Record<string, string>;
    try {
      values = JSON.parse(params.TemplateParam ?? '{}') as Record<string, string>;
    } catch {
      return refuse(200, 'isv.INVALID_JSON_PARAM', 'JSON参数不合法，只接受字符串值');
    }
    if (variables.some((v) => typeof values[v] !== 'string')) {
      return refuse(200, 'isv.TEMPLATE_MISSING_PARAMETERS', '模板缺少变量');
    }
    if (state.limited.has(phone)) return refuse(200, 'isv.BUSINESS_LIMIT_CONTROL', '触发天级流控Permits:10');
    state.taken.push({ phone, signName: params.SignName, template: params.TemplateCode ?? '', params: values });
    return { status: 200, body: { Message: 'OK', RequestId: requestId(), Code: 'OK', BizId: `${Date.now()}^0` } };
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const endpoint = `http://127.0.0.1:${port}`;
  return {
    taken: state.taken,
    limited: state.limited,
    /** Refuses every call with `code` (a whole-call refusal), or stops refusing. */
    failWith(code: string | undefined) {
      state.failing = code;
    },
    endpoint,
    accessKeyId,
    accessKeySecret,
    signName,
    templates: templates.ids,
    /** The provider's settings as the shop holds them. */
    settings: { accessKeyId, accessKeySecret, signName, endpoint },
    /** The shop's environment for this stand-in, every kind with its template. */
    env: {
      SMS_SENDER: 'aliyun',
      ALIYUN_SMS_ACCESS_KEY_ID: accessKeyId,
      ALIYUN_SMS_ACCESS_KEY_SECRET: accessKeySecret,
      ALIYUN_SMS_SIGN_NAME: signName,
      ALIYUN_SMS_ENDPOINT: endpoint,
      ...Object.fromEntries(
        Object.entries(templates.ids).map(([kind, id]) => [`ALIYUN_SMS_TEMPLATE_${envName(kind as SmsKind)}`, id]),
      ),
    } as Record<string, string>,
    reset() {
      state.taken.length = 0;
      state.limited.clear();
      state.failing = undefined;
    },
  };
}

/** Tencent Cloud SMS SendSms, API version 2021-01-11, signed TC3-HMAC-SHA256. */
export async function tencentSmsStandIn() {
  const secretId = 'AKIDStandInSecretId000000000000000000';
  const secretKey = crypto.randomBytes(24).toString('base64');
  const sdkAppId = '1400000001';
  const signName = '鲜花速递';
  const templates = approvedTemplates('2');
  const state = standInState();
  const error = (Code: string, Message: string) => ({
    status: 200,
    body: { Response: { Error: { Code, Message }, RequestId: crypto.randomUUID() } },
  });

  const { server, port } = await listen((req, raw) => {
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    if (req.method !== 'POST') return error('UnsupportedOperation', 'POST only here');
    if (header('x-tc-action') !== 'SendSms') return error('InvalidAction', 'action');
    if (header('x-tc-version') !== '2021-01-11') return error('NoSuchVersion', 'version');
    if (!header('x-tc-region'))
      return error('MissingParameter', 'The request is missing a required parameter `Region`.');
    const authorization = header('authorization') ?? '';
    const credential = /Credential=([^/]+)\//.exec(authorization)?.[1];
    if (credential !== secretId) return error('AuthFailure.SecretIdNotFound', 'The SecretId is not found.');
    const timestamp = Number(header('x-tc-timestamp'));
    if (!Number.isInteger(timestamp) || Math.abs(Date.now() / 1000 - timestamp) > 300) {
      return error('AuthFailure.SignatureExpire', 'Signature expired.');
    }
    const expected = Sign.sign3({
      method: 'POST',
      url: `http://${header('host')}/`,
      payload: raw,
      timestamp,
      service: 'sms',
      secretId,
      secretKey,
      multipart: false,
      boundary: '',
      headers: { 'Content-Type': header('content-type') ?? '' },
    });
    if (authorization !== expected) {
      return error('AuthFailure.SignatureFailure', 'The provided credentials could not be validated.');
    }
    if (state.failing) return error(state.failing, 'refused as the test asked');
    const body = JSON.parse(raw.toString('utf8')) as {
      PhoneNumberSet?: string[];
      SmsSdkAppId?: string;
      SignName?: string;
      TemplateId?: string;
      TemplateParamSet?: string[];
    };
    if (body.SmsSdkAppId !== sdkAppId) return error('InvalidParameterValue.SdkAppIdNotExist', 'SdkAppId not exist.');
    if (body.SignName !== signName) {
      return error(
        'FailedOperation.SignatureIncorrectOrUnapproved',
        'signature format is incorrect or signature is not approved',
      );
    }
    const variables = templates.variables.get(body.TemplateId ?? '');
    if (!variables) {
      return error(
        'FailedOperation.TemplateIncorrectOrUnapproved',
        'template format is incorrect or template is not approved',
      );
    }
    if (body.TemplateParamSet?.length !== variables.length) {
      return error('InvalidParameterValue.TemplateParameterFormatError', 'the template parameters do not match');
    }
    const statuses = (body.PhoneNumberSet ?? []).map((number) => {
      const phone = number.replace(/^\+86/, '');
      const status = (Code: string, Message: string, Fee: number) => ({
        SerialNo: crypto.randomUUID(),
        PhoneNumber: number,
        Fee,
        SessionContext: '',
        Code,
        Message,
        IsoCode: 'CN',
      });
      if (!/^\+861\d{10}$/.test(number))
        return status('InvalidParameterValue.IncorrectPhoneNumber', 'incorrect number', 0);
      if (state.limited.has(phone)) {
        return status('LimitExceeded.PhoneNumberDailyLimit', 'the number reached its daily limit', 0);
      }
      state.taken.push({ phone, signName, template: body.TemplateId ?? '', params: body.TemplateParamSet ?? [] });
      return status('Ok', 'send success', 1);
    });
    return { status: 200, body: { Response: { SendStatusSet: statuses, RequestId: crypto.randomUUID() } } };
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const endpoint = `http://127.0.0.1:${port}`;
  const region = 'ap-guangzhou';
  return {
    taken: state.taken,
    limited: state.limited,
    /** Refuses every call with `code` (a whole-call refusal), or stops refusing. */
    failWith(code: string | undefined) {
      state.failing = code;
    },
    endpoint,
    secretId,
    secretKey,
    sdkAppId,
    signName,
    templates: templates.ids,
    settings: { secretId, secretKey, sdkAppId, signName, endpoint, region },
    env: {
      SMS_SENDER: 'tencent',
      TENCENT_SMS_SECRET_ID: secretId,
      TENCENT_SMS_SECRET_KEY: secretKey,
      TENCENT_SMS_SDK_APP_ID: sdkAppId,
      TENCENT_SMS_SIGN_NAME: signName,
      TENCENT_SMS_ENDPOINT: endpoint,
      ...Object.fromEntries(
        Object.entries(templates.ids).map(([kind, id]) => [`TENCENT_SMS_TEMPLATE_${envName(kind as SmsKind)}`, id]),
      ),
    } as Record<string, string>,
    reset() {
      state.taken.length = 0;
      state.limited.clear();
      state.failing = undefined;
    },
  };
}
