import { IM_CLOSE } from '@ffe/shared/constants';
import { expect } from 'vitest';
import { post } from '../../../test/app';
import { openSocket, socketUrlOf } from '../../../test/chatting';
import { describeEachDatabase } from '../../../test/each-database';
import { eventually } from '../../../test/ordering';
import { itOnTwoProcesses } from '../../../test/two-processes';

describeEachDatabase('A disabled customer across two server processes', (target) => {
  itOnTwoProcesses(
    target,
    "ends the customer's tokens and chat sockets in the other process at once",
    async ({ apps: [one, two], suiteOn }) => {
      const admin = await suiteOn(one).staff('admin');
      const eve = await suiteOn(two).member();
      const me = () => post(two, '/api/member/getUserInfo', {}, eve);

      // Process two checked the token and now trusts it for 30 s without asking the database.
      expect((await me()).status).toBe(200);
      const socket = await openSocket(await socketUrlOf(two), eve);
      expect((await post(one, '/api/admin/customer/disable', { id: eve.id, disabled: true }, admin)).status).toBe(200);
      // Well within the 30 s of trust: the bus made process two forget the token.
      expect(
        (
          await eventually(
            () => me(),
            (a) => a.status === 401,
            1_000,
          )
        ).status,
      ).toBe(401);
      expect((await socket.closed).code).toBe(IM_CLOSE.SIGNED_OUT);
    },
  );
});
