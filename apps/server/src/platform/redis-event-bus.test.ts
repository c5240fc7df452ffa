import { DEFAULT_CUSTOMER_SERVICE_UID } from '@ffe/shared/constants';
import { expect } from 'vitest';
import { post } from '../../test/app';
import { openSocket, pushOf, sendText, socketUrlOf } from '../../test/chatting';
import { describeEachDatabase } from '../../test/each-database';
import { aMember } from '../../test/factories';
import { itOnTwoProcesses } from '../../test/two-processes';

describeEachDatabase('Chat across two server processes through Redis', (target) => {
  itOnTwoProcesses(
    target,
    'delivers a message sent through one process to a socket held by the other',
    async ({ apps: [sender, receiver], database }) => {
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
    },
  );

  itOnTwoProcesses(
    target,
    "shows a nickname changed through one process on the other process's next message",
    async ({ apps: [keeper, changer], database }) => {
      await aMember(database.db, { id: DEFAULT_CUSTOMER_SERVICE_UID, role: 'staff', phone: null });
      const customer = await aMember(database.db);
      // The first send makes `keeper` keep the customer's profile.
      expect((await sendText(keeper, customer, DEFAULT_CUSTOMER_SERVICE_UID, 'one')).body.data.nickname).toBe(
        customer.user.nickname,
      );
      const renamed = await post(changer, '/api/member/updateUserSet', { key: 'nickname', value: '改了名' }, customer);
      expect(renamed.status).toBe(200);
      // The other process hears of it through Redis a moment after the answer: the next send there carries it.
      await expect
        .poll(async () => (await sendText(keeper, customer, DEFAULT_CUSTOMER_SERVICE_UID, 'two')).body.data.nickname, {
          timeout: 2000,
        })
        .toBe('改了名');
    },
  );
});
