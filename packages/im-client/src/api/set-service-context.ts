import type { serviceContext } from '@ffe/shared/contracts/admin-desk';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ImClient } from '../client';
import { useImClient } from '../client-context';
import { type ImCallOptions, imCall } from './im-call';
/** What the customer opened the service chat from: a goods or an order. */
export type ServiceContextInput = z.input<typeof serviceContext.request>;

/** Tells the desk what the customer opened the service chat from, for the agent's customer panel. */
export const setServiceContext = (
  imClient: ImClient,
  input: ServiceContextInput,
  options?: ImCallOptions,
): Promise<{ ok: true }> => imCall<typeof serviceContext>(imClient, '/api/im/service/context', input, options);

/** Context for staff only: a failure is shown to nobody. */
export const useSetServiceContext = () => {
  const imClient = useImClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (input: ServiceContextInput) => setServiceContext(imClient, input, { errorUi: 'none' }),
  });
};
