import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DEFAULT_CUSTOMER_SERVICE_UID } from '@ffe/shared/constants';
import type { FastifyInstance } from 'fastify';
import { expect, it } from 'vitest';
import { TEST_TOKEN_SECRET } from '../../../test/app';
import { openSocket, pushOf, sendText, socketUrlOf } from '../../../test/chatting';
import { createTestDatabase } from '../../../test/databases';
import { describeEachDatabase } from '../../../test/each-database';
import { aMember } from '../../../test/factories';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/connect';

const redisUrl = process.env.TEST_REDIS_URL;

describeEachDatabase('Chat across two server processes through Redis', (target) => {
  it.skipIf(!redisUrl)(
    `delivers a message sent through one process to a socket held by the other${redisUrl ? '' : ' (skipped: TEST_REDIS_URL is not set)'}`,
    async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ffe-redis-'));
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
        const [sender, receiver] = apps as [FastifyInstance, FastifyInstance];
        const staff = await aMember(database.db, { id: DEFAULT_CUSTOMER_SERVICE_UID, role: 'staff', phone: null });
        const customer = await aMember(database.db);
        const staffSocket = await openSocket(await socketUrlOf(receiver), staff);
        const customerSocket = await openSocket(await socketUrlOf(sender), customer);

        const question = await sendText(sender, customer, DEFAULT_CUSTOMER_SERVICE_UID, 'from process one');
        expect((await pushOf(staffSocket, (m) => m._id === question.body.data._id)).body).toBe('from process one');
        const answer = await sendText(receiver, staff, customer.id, 'from process two');
        expect((await pushOf(customerSocket, (m) => m._id === answer.body.data._id)).body).toBe('from process two');
        staffSocket.close();
        customerSocket.close();
      } finally {
        await Promise.all(apps.map((app) => app.close()));
        await database.drop();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  );
});
