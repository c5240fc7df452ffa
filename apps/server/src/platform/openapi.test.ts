import { Validator } from '@seriousme/openapi-schema-validator';
import { beforeAll, expect, it } from 'vitest';
import {
  type ApiDocument,
  answerChecker,
  type DocumentedOperation,
  operationsOf,
  routesOf,
} from '../../test/api-document';
import { describeOnEachDatabase } from '../../test/each-database';
import type { Member } from '../../test/factories';
import { ordering } from '../../test/ordering';

/** Routes that serve pages or files, not the API, each hidden from the document on purpose. */
const NOT_API = [/^\/api\/docs/, /^\/api\/dev\//, /^\/api\/member\/wechat\/sandbox$/, /^\/uploads\//, /^\*$/];

/** Whether the operation asks for a token (an optional one does not). */
const needsToken = (op: DocumentedOperation) =>
  Boolean(op.operation.security?.length && op.operation.security.every((need) => Object.keys(need).length));

describeOnEachDatabase('the API document', (t) => {
  let doc: ApiDocument;
  let operations: DocumentedOperation[];
  let check: ReturnType<typeof answerChecker>;
  const { buyer, anOrder, pay } = ordering(t);
  const orders: { buyer?: Member; unpaid?: string; paid?: string } = {};
  beforeAll(async () => {
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    operations = operationsOf(doc);
    check = answerChecker(doc);
    // Orders in the shop, so the lists staff read have rows: one unpaid (`payChannel: null`), one paid.
    orders.buyer = await buyer();
    orders.unpaid = (await anOrder(orders.buyer)).order.id;
    const paid = (await anOrder(orders.buyer)).order.id;
    orders.paid = (await pay(orders.buyer, paid)).id;
  });

  /** Calls the operation with an empty body as `who` and checks the answer: its problems, none when it holds. */
  async function answerHolds(op: DocumentedOperation, url: string, who?: { token: string }) {
    const res = await t.app.inject({
      method: op.method.toUpperCase() as 'GET' | 'POST',
      url,
      ...(op.method === 'get' ? {} : { payload: {} }),
      ...(who ? { headers: { authorization: who.token } } : {}),
    });
    const problems = check(op, res.statusCode, String(res.headers['content-type'] ?? ''), res.body);
    return { status: res.statusCode, problems: problems.map((problem) => `${op.method} ${url}: ${problem}`) };
  }

  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(doc.openapi).toBe('3.1.0');
  });

  it('documents every route of the API the app serves', () => {
    const documented = new Set(operations.map((op) => `${op.method.toUpperCase()} ${op.url}`));
    const missing = routesOf(t.app).filter((route) => {
      const [method, url = ''] = route.split(' ');
      return method !== 'HEAD' && !documented.has(route) && !NOT_API.some((hidden) => hidden.test(url));
    });
    expect(missing).toEqual([]);
    expect(operations.length).toBeGreaterThan(200);
  });

  it('names and sums up every operation once, and lists its error answers with their codes', () => {
    expect(new Set(operations.map((op) => op.operation.operationId)).size).toBe(operations.length);
    for (const op of operations) {
      const where = `${op.method} ${op.url}`;
      expect(op.operation.operationId, where).toMatch(/^[a-z]+[A-Za-z0-9]+$/);
      expect(op.operation.summary, where).toBeTruthy();
      const statuses = Object.keys(op.operation.responses ?? {});
      expect(statuses, where).toEqual(expect.arrayContaining(['200', '500', 'default']));
      if (op.method !== 'get' || op.operation.parameters?.length) expect(statuses, where).toContain('400');
      if (needsToken(op)) expect(statuses, where).toContain('401');
    }
    expect(doc.components?.schemas?.ErrorCode).toMatchObject({ enum: expect.arrayContaining(['INVALID_PARAM']) });
    expect(doc.components?.securitySchemes?.token).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('writes nullable fields as JSON Schema does, so a nullable enum takes null', () => {
    expect(JSON.stringify(doc)).not.toContain('"nullable"');
    const order = doc.paths?.['/api/mall/order/detail/{id}']?.post?.responses?.[200];
    expect(JSON.stringify(order)).toContain(
      '"payChannel":{"anyOf":[{"type":"string","enum":["wechat","alipay"]},{"type":"null"}]}',
    );
  });

  it('answers a visitor, a member and an admin on every operation as the document says', async () => {
    const problems: string[] = [];
    const answered = { total: 0, successes: 0 };
    for (const op of operations) {
      const url = op.url.replace(/:\w+/g, 'missing');
      const callers = [undefined, await t.member(), await t.member({ role: 'admin' })];
      for (const who of callers) {
        const answer = await answerHolds(op, url, who);
        problems.push(...answer.problems);
        // A 500 here is a real answer that failed its own schema (zod refuses to send it), or a crash.
        if (answer.status >= 500) problems.push(`${op.method} ${url}: answered ${answer.status}`);
        if (!who && needsToken(op) !== (answer.status === 401)) {
          problems.push(`${op.method} ${url}: a visitor got ${answer.status}; a token needed: ${needsToken(op)}`);
        }
        answered.total += 1;
        if (answer.status < 400) answered.successes += 1;
      }
    }
    expect(problems).toEqual([]);
    expect(answered.successes).toBeGreaterThan(operations.length / 3);
  });

  it("answers an order's buyer and staff with the order as the document says, unpaid (payChannel null) or paid", async () => {
    const admin = await t.member({ role: 'admin' });
    const calls = [
      ['/api/mall/order/detail/:id', orders.buyer],
      ['/api/mall/order/list', orders.buyer],
      ['/api/admin/order/detail/:id', admin],
      ['/api/admin/order/list', admin],
    ] as const;
    const problems: string[] = [];
    for (const [url, who] of calls) {
      const op = operations.find((o) => o.url === url);
      for (const id of [orders.unpaid, orders.paid]) {
        const answer = await answerHolds(op as DocumentedOperation, url.replace(':id', String(id)), who);
        expect(answer.status, url).toBe(200);
        problems.push(...answer.problems);
      }
    }
    expect(problems).toEqual([]);
  });
});
