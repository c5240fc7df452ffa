import { DEFAULT_CUSTOMER_SERVICE_UID } from '@ffe/shared/constants';
import type { ImMessage } from '@ffe/shared/contracts/im';
import { beforeAll, expect, it } from 'vitest';
import { sendText } from '../../../test/chatting';
import { describeOnEachDatabase } from '../../../test/each-database';

describeOnEachDatabase(
  'Chat as the shop, by permission',
  (t) => {
    beforeAll(async () => {
      await t.member({ id: DEFAULT_CUSTOMER_SERVICE_UID, role: 'staff', phone: null });
    });

    it('lets a service agent message any customer, as customer service, and a florist or a courier no one but as a customer would', async () => {
      const customer = await t.member();
      const agent = await t.staff('service');
      const answer = await sendText(t.app, agent, customer.id, '您好，花已备好');
      expect(answer.status).toBe(200);
      // Agents speak as the shop's customer service, and the message records which agent it was (issue 15).
      expect(answer.body.data as ImMessage).toMatchObject({
        from_uid: DEFAULT_CUSTOMER_SERVICE_UID,
        agent_id: agent.id,
      });
      for (const role of ['florist', 'courier', 'admin'] as const) {
        const member = await t.staff(role);
        const answer = await sendText(t.app, member, customer.id, '你好');
        // An admin holds every permission, chat.answer among them.
        expect({ role, status: answer.status }).toEqual({ role, status: role === 'admin' ? 200 : 403 });
      }
    });

    it('counts a florist’s messages against the quota, never a service agent’s', async () => {
      const customer = await t.member();
      const florist = await t.staff('florist');
      const agent = await t.staff('service');
      // QUOTA_SCALE 0.1: a burst of 2 messages.
      const fromFlorist = [];
      const fromAgent = [];
      for (let i = 0; i < 3; i++) {
        fromFlorist.push((await sendText(t.app, florist, DEFAULT_CUSTOMER_SERVICE_UID, `问题${i}`)).status);
        fromAgent.push((await sendText(t.app, agent, customer.id, `回答${i}`)).status);
      }
      expect(fromFlorist).toEqual([200, 200, 429]);
      expect(fromAgent).toEqual([200, 200, 200]);
    });
  },
  { env: { QUOTA_SCALE: '0.1' } },
);
