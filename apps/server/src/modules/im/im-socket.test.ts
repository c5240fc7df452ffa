import { IM_CLOSE } from '@ffe/shared/constants';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { openSocket, socketUrlOf } from '../../../test/chatting';
import { aMember } from '../../../test/factories';

describe('a server process going down', () => {
  it('tells its chat clients where to reconnect and when, then closes their sockets as going away', async () => {
    const test = await createTestApp(undefined, {
      IM_REDIRECT_ADDRESSES: 'ws://node-b.example:3000/api/im/socket',
      IM_REDIRECT_DELAY_MS: '1500',
    });
    const socket = await openSocket(await socketUrlOf(test.app), await aMember(test.database.db));
    await test.close();
    expect(socket.frames.at(-1)).toEqual({
      type: 'redirect',
      data: { addresses: ['ws://node-b.example:3000/api/im/socket'], delay: 1500 },
    });
    expect((await socket.closed).code).toBe(IM_CLOSE.GOING_AWAY);
  });
});
