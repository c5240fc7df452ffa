import { DEFAULT_CUSTOMER_SERVICE_UID } from '@ffe/shared/constants';
import { expect } from 'vitest';
import { openSocket, pushOf, sendText, socketUrlOf } from '../../../test/chatting';
import { describeEachDatabase } from '../../../test/each-database';
import { aMember } from '../../../test/factories';
import { itOnTwoProcesses } from '../../../test/two-processes';

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
});
