import type { DeskSendRequest } from '@ffe/shared/contracts/admin-desk';
import { useState } from 'react';
import { useSendDeskMessage } from '../api/send-message';

/** What an agent sends, without the conversation and id the desk adds. */
export type Outgoing = DeskSendRequest extends infer R
  ? R extends DeskSendRequest
    ? Omit<R, 'conversation_id' | 'unique_id'>
    : never
  : never;

/** A message on its way, shown at once; a failed one keeps its unique_id so resending cannot make two. */
export interface PendingSend {
  request: DeskSendRequest;
  error: string | undefined;
}

/** The request for `outgoing`, with a fresh unique_id: the server keeps one message per id. */
export const outgoingRequest = (conversationId: string, outgoing: Outgoing) =>
  ({ ...outgoing, conversation_id: conversationId, unique_id: crypto.randomUUID() }) as DeskSendRequest;

/** Sends to the conversation's customer with an optimistic bubble until the server's message arrives. */
export function usePendingSends(conversationId: string) {
  const sendMessage = useSendDeskMessage({ handlesErrors: true });
  const [pending, setPending] = useState<PendingSend[]>([]);

  const post = (request: DeskSendRequest) => {
    setPending((list) => [
      ...list.filter((item) => item.request.unique_id !== request.unique_id),
      { request, error: undefined },
    ]);
    sendMessage.mutate(request, {
      onSuccess: () => setPending((list) => list.filter((item) => item.request.unique_id !== request.unique_id)),
      onError: (error) =>
        setPending((list) =>
          list.map((item) => (item.request.unique_id === request.unique_id ? { ...item, error: error.message } : item)),
        ),
    });
  };

  return {
    pending,
    send: (outgoing: Outgoing) => post(outgoingRequest(conversationId, outgoing)),
    retry: (item: PendingSend) => post(item.request),
  };
}
