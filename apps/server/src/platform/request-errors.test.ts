import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { aMember } from '../../test/factories';

/** Every answer under /api is the envelope with a stable code, and its message never repeats the request. */
function expectEnvelope(res: { statusCode: number; body: string }, status: number, errCode: string, echoed: string) {
  expect(res.statusCode).toBe(status);
  expect(JSON.parse(res.body)).toMatchObject({ code: status, errCode, data: null, message: expect.any(String) });
  expect(res.body).not.toContain(echoed);
}

describe('requests the router or the body parser refuse', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(undefined);
    token = (await aMember(t.database.db)).token;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers a 5,000-character path id with the envelope, not the URL', async () => {
    const id = `x${'花'.repeat(10)}${'y'.repeat(5000)}`;
    const res = await t.app.inject({ method: 'POST', url: `/api/mall/order/detail/${encodeURIComponent(id)}` });
    expectEnvelope(res, 414, 'INVALID_PARAM', 'yyyyyyyyyy');
  });

  it('answers a bad percent-escape with the envelope, not the URL', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/mall/order/detail/%E0%A4%A-secret-part' });
    expectEnvelope(res, 400, 'INVALID_PARAM', 'secret-part');
  });

  it('answers an unknown call and a wrong method without repeating the path', async () => {
    expectEnvelope(await t.app.inject({ method: 'POST', url: '/api/no-such-call-abc' }), 404, 'NOT_FOUND', 'abc');
    expectEnvelope(await t.app.inject({ method: 'DELETE', url: '/api/im/sendMsg' }), 404, 'NOT_FOUND', 'sendMsg');
  });

  it('answers a body that is not JSON without repeating it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mall/goodsInfo/search',
      headers: { 'content-type': 'application/json' },
      payload: '{"keyword": secret-words',
    });
    expectEnvelope(res, 400, 'INVALID_PARAM', 'secret-words');
  });

  it('answers a body of a type the call does not take without repeating the type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mall/goodsInfo/search',
      headers: { 'content-type': 'text/x-secret-type' },
      payload: 'hello',
    });
    expectEnvelope(res, 415, 'INVALID_PARAM', 'x-secret-type');
  });

  it('answers a body over the size limit with the envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/mall/goodsInfo/search',
      headers: { 'content-type': 'application/json', authorization: token },
      payload: JSON.stringify({ keyword: 'z'.repeat(2 * 1024 * 1024) }),
    });
    expectEnvelope(res, 413, 'INVALID_PARAM', 'zzzzzzzzzz');
  });
});
