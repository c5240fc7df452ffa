import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DEFAULT_CUSTOMER_SERVICE_UID } from '@ffe/shared/constants';
import type { UploadResult } from '@ffe/shared/contracts/member-centre';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it, vi } from 'vitest';
import { post } from '../../test/app';
import { chatting, sendText } from '../../test/chatting';
import { describeEachDatabase, describeOnEachDatabase } from '../../test/each-database';
import { aMember } from '../../test/factories';
import { ordering } from '../../test/ordering';
import { itOnTwoProcesses } from '../../test/two-processes';
import { loadConfig } from '../config';

/** Quotas a tenth of the real ones, so a test reaches them in a few calls; the real ones are ten times these. */
const LOWERED = { QUOTA_SCALE: '0.1' };
const lowered = loadConfig(LOWERED).quotas;

/** A 429 that says when to come back. */
function expectRateLimited(answer: { status: number; body: { errCode?: string }; headers: Record<string, unknown> }) {
  expect(answer.status).toBe(429);
  expect(answer.body).toMatchObject({ code: 429, errCode: 'RATE_LIMITED', data: null });
  expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0);
}

const count = async (query: { executeTakeFirstOrThrow(): Promise<{ n: number | string | bigint }> }) =>
  Number((await query.executeTakeFirstOrThrow()).n);

describeOnEachDatabase(
  'write quotas',
  (t) => {
    const chat = chatting(t);
    const { buyer, placeOrder, shop } = ordering(t);
    beforeAll(() => chat.staff());

    it('refuses a burst of messages past the quota with 429 and stores none of them', async () => {
      const ann = await t.member();
      const burst = lowered.MESSAGE_BURST.max;
      for (let i = 0; i < burst; i++) {
        expect((await chat.send(ann, DEFAULT_CUSTOMER_SERVICE_UID, `line ${i}`)).status).toBe(200);
      }
      const over = await chat.send(ann, DEFAULT_CUSTOMER_SERVICE_UID, 'one too many');
      expectRateLimited(over);
      expect(Number(over.headers['retry-after'])).toBeLessThanOrEqual(lowered.MESSAGE_BURST.windowMs / 1000);
      const stored = t.db
        .selectFrom('im_messages')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('from_uid', '=', ann.id);
      expect(await count(stored)).toBe(burst);
    });

    it('holds a sender who keeps to the burst quota to the steady rate over the minute', async () => {
      const ann = await t.member();
      const { MESSAGE_BURST: burst, MESSAGE_STEADY: steady } = lowered;
      // Only the clock moves: each burst waits out its window, so only the minute's count can refuse.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      try {
        const answers = [];
        while (answers.length <= steady.max) {
          for (let i = 0; i < burst.max && answers.length <= steady.max; i++) {
            answers.push(await chat.send(ann, DEFAULT_CUSTOMER_SERVICE_UID, 'steady'));
          }
          vi.advanceTimersByTime(burst.windowMs);
        }
        expect(answers.slice(0, steady.max).every((a) => a.status === 200)).toBe(true);
        const over = answers.at(-1) as (typeof answers)[number];
        expectRateLimited(over);
        expect(Number(over.headers['retry-after'])).toBeGreaterThan(burst.windowMs / 1000);
      } finally {
        vi.useRealTimers();
      }
    });

    it('tells a sender over both quotas to come back when both allow again, not when the burst does', async () => {
      const ann = await t.member();
      const { MESSAGE_BURST: burst, MESSAGE_STEADY: steady } = lowered;
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
      try {
        // Whole bursts, each in a window of its own, until the minute is full; the last burst's window is still open.
        for (let sent = 0; sent < steady.max; sent += burst.max) {
          if (sent > 0) vi.advanceTimersByTime(burst.windowMs);
          for (let i = 0; i < burst.max; i++) {
            expect((await chat.send(ann, DEFAULT_CUSTOMER_SERVICE_UID, 'full')).status).toBe(200);
          }
        }
        const over = await chat.send(ann, DEFAULT_CUSTOMER_SERVICE_UID, 'over both');
        expectRateLimited(over);
        expect(Number(over.headers['retry-after'])).toBeGreaterThan(burst.windowMs / 1000);
      } finally {
        vi.useRealTimers();
      }
    });

    it("counts each sender's messages apart: one sender at the quota leaves another free", async () => {
      const [ann, bob] = await Promise.all([t.member(), t.member()]);
      await Promise.all(
        Array.from({ length: lowered.MESSAGE_BURST.max + 3 }, () => chat.send(ann, DEFAULT_CUSTOMER_SERVICE_UID, 'hi')),
      );
      expect((await chat.send(bob, DEFAULT_CUSTOMER_SERVICE_UID, 'hello')).status).toBe(200);
    });

    it('lets the customer-service staff answer faster than the message quota', async () => {
      const staff = await chat.staff();
      const customer = await t.member();
      const answers = await Promise.all(
        Array.from({ length: lowered.MESSAGE_BURST.max + 5 }, () => chat.send(staff, customer.id, 'on it')),
      );
      expect(answers.every((a) => a.status === 200)).toBe(true);
    });

    it('refuses friend invites past the daily quota and stores none of them', async () => {
      const ann = await t.member();
      const invitees = await Promise.all(
        Array.from({ length: lowered.FRIEND_INVITES_PER_DAY.max + 1 }, () => t.member()),
      );
      const answers = [];
      for (const invitee of invitees) answers.push(await chat.call(ann, 'friend/invite', { to_uid: invitee.id }));
      expect(answers.slice(0, -1).every((a) => a.status === 200)).toBe(true);
      expectRateLimited(answers.at(-1) as (typeof answers)[number]);
      const stored = t.db
        .selectFrom('im_friend_invites')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('from_uid', '=', ann.id);
      expect(await count(stored)).toBe(lowered.FRIEND_INVITES_PER_DAY.max);
    });

    it('refuses orders past the hourly quota and creates none of them', async () => {
      const member = await buyer();
      const goodsId = await shop.goods({ stock: 50 });
      const answers = await Promise.all(
        Array.from({ length: lowered.ORDERS_PER_HOUR.max + 4 }, () => placeOrder(member, [{ goodsId, quantity: 1 }])),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(lowered.ORDERS_PER_HOUR.max);
      for (const refused of answers.filter((a) => a.status !== 200)) expectRateLimited(refused);
      const stored = t.db
        .selectFrom('orders')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', member.id);
      expect(await count(stored)).toBe(lowered.ORDERS_PER_HOUR.max);
    });
  },
  { env: LOWERED },
);

describeOnEachDatabase(
  'guest logins from one address',
  (t) => {
    it('refuses new guests past the quota of one address and creates none of them', async () => {
      const guests = () =>
        t.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('role', '=', 'guest');
      const before = await count(guests());
      const logins = await Promise.all(
        Array.from({ length: lowered.GUEST_LOGINS_PER_ADDRESS.max + 5 }, () =>
          post(t.app, '/api/im/login', { deviceId: `device-${crypto.randomUUID()}` }),
        ),
      );
      expect(logins.filter((l) => l.status === 200)).toHaveLength(lowered.GUEST_LOGINS_PER_ADDRESS.max);
      for (const refused of logins.filter((l) => l.status !== 200)) expectRateLimited(refused);
      expect(await count(guests())).toBe(before + lowered.GUEST_LOGINS_PER_ADDRESS.max);
    });
  },
  { env: LOWERED },
);

describeOnEachDatabase(
  'WeChat sign-ins started from one address',
  (t) => {
    it('refuses starts past the quota of one address and stores no state for them', async () => {
      const states = () => t.db.selectFrom('wechat_oauth_states').select((eb) => eb.fn.countAll<number>().as('n'));
      const before = await count(states());
      const { max } = lowered.WECHAT_SIGN_IN_STARTS_PER_ADDRESS;
      const starts = await Promise.all(
        Array.from({ length: max + 5 }, () =>
          post(t.app, '/api/member/wechat/mp/authorize', {
            redirectUri: 'http://localhost/pages/common/login/login?wechatMp=login',
          }),
        ),
      );
      expect(starts.filter((s) => s.status === 200)).toHaveLength(max);
      for (const refused of starts.filter((s) => s.status !== 200)) expectRateLimited(refused);
      expect(await count(states())).toBe(before + max);
    });
  },
  { env: LOWERED },
);

/** Uploads a hundredth of the real quotas: 2 files and 2 MB a day. */
const UPLOADS_LOWERED = { QUOTA_SCALE: '0.01' };
const uploadQuota = loadConfig(UPLOADS_LOWERED).quotas;
/** A real 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describeOnEachDatabase(
  'upload quotas',
  (t) => {
    const chat = chatting(t);
    const storedFiles = () => {
      const dir = path.join(t.dataDir, 'uploads');
      return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
    };
    const upload = async (url: string, who: { token: string }, bytes: Buffer, kind?: string) => {
      const form = new FormData();
      if (kind) form.append('kind', kind);
      form.append('file', new Blob([new Uint8Array(bytes)]), 'file.bin');
      const res = await t.app.inject({ method: 'POST', url, payload: form, headers: { authorization: who.token } });
      return {
        status: res.statusCode,
        body: res.json() as { errCode?: string; data: UploadResult },
        headers: res.headers,
      };
    };
    const chatFile = (who: { token: string }, size: number) =>
      upload('/api/im/upload', who, Buffer.alloc(size, 1), 'file');

    it('runs with the lowered quotas this suite expects', () => {
      expect(uploadQuota).toMatchObject({ UPLOAD_FILES_PER_DAY: 2, UPLOAD_BYTES_PER_DAY: 2 * 1024 * 1024 });
    });

    it("refuses a chat file that would take the user's day past its bytes, and keeps no trace of it", async () => {
      const guest = await chat.guest();
      const first = await chatFile(guest, 1.5 * 1024 * 1024);
      expect(first.status).toBe(200);
      const before = storedFiles();
      const over = await chatFile(guest, 1024 * 1024);
      expectRateLimited(over);
      expect(storedFiles()).toEqual(before);
    });

    it('refuses the file past the daily count, on either upload route, and keeps no trace of it', async () => {
      const member = await t.member();
      expect((await chatFile(member, 10)).status).toBe(200);
      expect((await upload('/api/member/upload', member, PNG)).status).toBe(200);
      const before = storedFiles();
      expectRateLimited(await upload('/api/member/upload', member, PNG));
      expectRateLimited(await chatFile(member, 10));
      expect(storedFiles()).toEqual(before);
      const rows = t.db
        .selectFrom('uploads')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', member.id);
      expect(await count(rows)).toBe(2);
    });

    it('holds the quota when many uploads arrive at once', async () => {
      const member = await t.member();
      const before = storedFiles().length;
      const answers = await Promise.all(Array.from({ length: 8 }, () => chatFile(member, 900 * 1024)));
      expect(answers.filter((a) => a.status === 200)).toHaveLength(2);
      for (const refused of answers.filter((a) => a.status !== 200)) expectRateLimited(refused);
      const rows = await t.db.selectFrom('uploads').select('stored_name').where('user_id', '=', member.id).execute();
      expect(rows).toHaveLength(2);
      const files = storedFiles();
      expect(files).toHaveLength(before + 2);
      for (const row of rows) expect(files).toContain(row.stored_name);
    });
  },
  { env: UPLOADS_LOWERED, tempDataDir: 'ffe-quotas-' },
);

describeEachDatabase('write quotas across two server processes through Redis', (target) => {
  itOnTwoProcesses(
    target,
    "counts one sender's messages on every process",
    async ({ apps, database, config }) => {
      await aMember(database.db, { id: DEFAULT_CUSTOMER_SERVICE_UID, role: 'staff', phone: null });
      // A sender no other run has used, so the shared Redis holds no count of theirs yet.
      const ann = await aMember(database.db);
      const answers = [];
      for (let i = 0; i < config.quotas.MESSAGE_BURST.max + 1; i++) {
        answers.push(await sendText(apps[i % 2] as FastifyInstance, ann, DEFAULT_CUSTOMER_SERVICE_UID, `line ${i}`));
      }
      expect(answers.slice(0, -1).every((a) => a.status === 200)).toBe(true);
      expectRateLimited(answers.at(-1) as (typeof answers)[number]);
    },
    LOWERED,
  );
});
