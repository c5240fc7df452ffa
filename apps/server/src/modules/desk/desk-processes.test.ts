import type { DeskAgent, DeskConversation, DeskCustomerPanel } from '@ffe/shared/contracts/admin-desk';
import { expect } from 'vitest';
import { post } from '../../../test/app';
import { chatting } from '../../../test/chatting';
import { describeEachDatabase } from '../../../test/each-database';
import { itOnTwoProcesses } from '../../../test/two-processes';

describeEachDatabase('The desk across two server processes', (target) => {
  itOnTwoProcesses(
    target,
    'reopens a conversation resolved in the other process on the customer’s next message',
    async ({ apps: [writing, resolving], suiteOn }) => {
      const here = suiteOn(writing);
      const chat = chatting(here);
      const service = await chat.staff();
      const agent = await suiteOn(resolving).staff('service');
      const desk = async <T>(app: typeof writing, path: string, body: object) => {
        const answer = await post<T>(app, `/api/admin/desk/${path}`, body, agent);
        expect(answer.status, `${path}: ${JSON.stringify(answer.body)}`).toBe(200);
        return answer.body.data;
      };
      await desk<DeskAgent>(resolving, 'presence', { status: 'online' });
      const customer = await here.member();
      const first = await chat.send(customer, service.id, '在吗');
      const conversationId = first.body.data.conversation_id;
      // A second message in the open conversation: the process it reaches has seen it open.
      await chat.send(customer, service.id, '想订花');
      const resolved = await desk<DeskConversation>(resolving, 'resolve', { conversation_id: conversationId });
      expect(resolved.state).toBe('resolved');

      await chat.send(customer, service.id, '还有一个问题');
      const panel = await desk<DeskCustomerPanel>(writing, 'customer', { conversation_id: conversationId });
      expect(panel.conversation.state).toBe('open');
    },
  );
});
