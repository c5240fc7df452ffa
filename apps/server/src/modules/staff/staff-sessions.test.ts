import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { IM_CLOSE } from '@ffe/shared/constants';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { post, TEST_TOKEN_SECRET } from '../../../test/app';
import { openSocket, socketUrlOf } from '../../../test/chatting';
import { createTestDatabase } from '../../../test/databases';
import { describeEachDatabase } from '../../../test/each-database';
import { aStaffMember, signInAsStaff } from '../../../test/factories';
import { eventually } from '../../../test/ordering';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/connect';

const redisUrl = process.env.TEST_REDIS_URL;

describeEachDatabase('A staff member’s sessions across two server processes', (target) => {
  it.skipIf(!redisUrl)(
    `ends a disabled or re-roled member's tokens and chat sockets in the other process too${redisUrl ? '' : ' (skipped: TEST_REDIS_URL is not set)'}`,
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-staff-'));
      const database = await createTestDatabase(target.url, path.join(dir, 'shop.sqlite'));
      if (!database.location) throw new Error('the database needs a location a second process can open');
      const config = loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        DATA_DIR: dir,
        TOKEN_SECRET: TEST_TOKEN_SECRET,
        SEARCH_INDEX_CHECK_MS: '0',
        ORDER_SWEEP_MS: '0',
        REDIS_URL: redisUrl,
      });
      const apps: FastifyInstance[] = [];
      try {
        apps.push(await buildApp({ config, database }));
        apps.push(await buildApp({ config, database: openDatabase(database.location) }));
        const [one, two] = apps as [FastifyInstance, FastifyInstance];
        const admin = await signInAsStaff(one, await aStaffMember(database.db, 'admin'));
        const agent = await signInAsStaff(two, await aStaffMember(database.db, 'service'));
        const me = (token: string) => post(two, '/api/admin/me', {}, { token });

        // Process two checked the token and now trusts it for 30 s without asking the database.
        expect((await me(agent.token)).status).toBe(200);
        const socket = await openSocket(await socketUrlOf(two), agent);
        expect((await post(one, '/api/admin/staff/update', { _id: agent.id, enabled: false }, admin)).status).toBe(200);
        // Well within the 30 s of trust: the bus made process two forget the token.
        expect(
          (
            await eventually(
              () => me(agent.token),
              (a) => a.status === 401,
              1_000,
            )
          ).status,
        ).toBe(401);
        expect((await socket.closed).code).toBe(IM_CLOSE.SIGNED_OUT);

        await post(one, '/api/admin/staff/update', { _id: agent.id, enabled: true }, admin);
        const again = await signInAsStaff(two, agent);
        expect((await me(again.token)).status).toBe(200);
        expect((await post(one, '/api/admin/staff/update', { _id: agent.id, role: 'courier' }, admin)).status).toBe(
          200,
        );
        expect(
          (
            await eventually(
              () => me(again.token),
              (a) => a.status === 401,
              1_000,
            )
          ).status,
        ).toBe(401);
      } finally {
        await Promise.all(apps.map((app) => app.close()));
        await database.drop();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
