import type { rateService as rateServiceCall } from '@ffe/shared/contracts/admin-desk';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ImClient } from '../client';
import { useImClient } from '../client-context';
import { type ImCallOptions, imCall } from './im-call';
export type RateServiceInput = z.input<typeof rateServiceCall.request>;
export type RateServiceResult = z.output<typeof rateServiceCall.response>;

/** Rates a resolved conversation with customer service, once (a second rating answers 409). */
export const rateService = (
  imClient: ImClient,
  input: RateServiceInput,
  options?: ImCallOptions,
): Promise<RateServiceResult> => imCall<typeof rateServiceCall>(imClient, '/api/im/service/rate', input, options);

/** The rating card's submit: its failure is the card's to show (409: already rated). */
export const useRateService = () => {
  const imClient = useImClient();
  return useMutation({
    meta: { handlesErrors: true },
    mutationFn: (input: RateServiceInput) => rateService(imClient, input, { errorUi: 'none' }),
  });
};
