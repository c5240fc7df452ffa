import { IM_CLOSE } from '@ffe/shared/constants';
import { expect } from 'vitest';
import { post } from '../../../test/app';
import { openSocket, socketUrlOf } from '../../../test/chatting';
import { describeEachDatabase } from '../../../test/each-database';
import { signInAsStaff } from '../../../test/factories';
import { eventually } from '../../../test/ordering';
import { itOnTwoProcesses } from '../../../test/two-processes';

describeEachDatabase('A staff member’s sessions across two server processes', (target) => {
  itOnTwoProcesses(
    target,
    "ends a disabled or re-roled member's tokens and chat sockets in the other process too",
    async ({ apps: [one, two], suiteOn }) => {
      const admin = await suiteOn(one).staff('admin');
      const agent = await suiteOn(two).staff('service');
      const me = (token: string) => post(two, '/api/admin/me', {}, { token });

      // Process two checked the token and now trusts it for 30 s without asking the database.
      expect((await me(agent.token)).status).toBe(200);
      const socket = await openSocket(await socketUrlOf(two), agent);
      expect(
        (await post(one, '/api/admin/staff/update', { _id: agent.id, version: 1, enabled: false }, admin)).status,
      ).toBe(200);
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

      await post(one, '/api/admin/staff/update', { _id: agent.id, version: 2, enabled: true }, admin);
      const again = await signInAsStaff(two, agent);
      expect((await me(again.token)).status).toBe(200);
      expect(
        (await post(one, '/api/admin/staff/update', { _id: agent.id, version: 3, role: 'courier' }, admin)).status,
      ).toBe(200);
      expect(
        (
          await eventually(
            () => me(again.token),
            (a) => a.status === 401,
            1_000,
          )
        ).status,
      ).toBe(401);
    },
  );
});
