import { MAX_ADDRESSES } from '@ffe/shared/constants';
import type { Address } from '@ffe/shared/contracts/member-centre';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { toastFailure } from '../../../lib/failure';
import { toast } from '../../../lib/toast';
import { useBack } from '../../../lib/use-back';
import { useAddAddress } from '../api/add-address';
import { useUpdateAddress } from '../api/update-address';
import { type AddressFormValues, addressInputOf } from '../utils/address-form';

/** Saves the form as a new address, or over `address` when editing; goes back once saved. */
export function useSaveAddress(address: Address | undefined) {
  const { t } = useTranslation();
  const back = useBack();
  const add = useAddAddress();
  const update = useUpdateAddress();

  const save = (values: AddressFormValues) => {
    const input = addressInputOf(values);
    const outcome = {
      onSuccess: () => {
        toast(t('address.saved'), 'success');
        back();
      },
      onError: (error: Error) =>
        toastFailure(
          error,
          error instanceof ApiError && error.errCode === 'ADDRESS_LIMIT'
            ? t('address.limitReached', { count: MAX_ADDRESSES })
            : undefined,
        ),
    };
    if (address) update.mutate({ id: address.id, ...input }, outcome);
    else add.mutate(input, outcome);
  };

  return { save, saving: add.isPending || update.isPending };
}
