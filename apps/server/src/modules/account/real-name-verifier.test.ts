import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { developmentRealNameVerifier, httpRealNameVerifier } from './real-name-verifier';

describe('real-name verifiers', () => {
  const received: Array<{ authorization: string | undefined; body: unknown }> = [];
  let answer: { status: number; body: string } = { status: 200, body: '{"matched":true}' };
  const gateway = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => {
      raw += chunk;
    });
    req.on('end', () => {
      received.push({ authorization: req.headers.authorization, body: JSON.parse(raw) });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
  });
  let url = '';
  beforeAll(async () => {
    await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(gateway.address() as AddressInfo).port}/verify`;
  });
  afterAll(() => new Promise<void>((resolve) => gateway.close(() => resolve())));

  it('development: matches a well-formed identity number only', async () => {
    const verifier = developmentRealNameVerifier();
    expect(await verifier.verify({ realName: '张三', identity: '11010519491231002X' })).toEqual({ matched: true });
    expect(await verifier.verify({ realName: '张三', identity: '110105194912310021' })).toEqual({ matched: false });
  });

  it('http: posts the person with the token and believes only a boolean answer', async () => {
    const verifier = httpRealNameVerifier(url, 'secret-token');
    const person = { realName: '张三', identity: '11010519491231002X' };
    expect(await verifier.verify(person)).toEqual({ matched: true });
    expect(received.at(-1)).toEqual({ authorization: 'Bearer secret-token', body: person });
    answer = { status: 200, body: '{"matched":"yes"}' };
    await expect(verifier.verify(person)).rejects.toThrow('without `matched`');
    answer = { status: 502, body: '{}' };
    await expect(verifier.verify(person)).rejects.toThrow('502');
  });
});
