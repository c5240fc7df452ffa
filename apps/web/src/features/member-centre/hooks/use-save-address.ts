import { MAX_ADDRESSES } from '@ffe/shared/constants';
import type { Address } from '@ffe/shared/contracts/member-centre';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { toastFailure } from '../../../lib/failure';
import { useOneAtATime } from '../../../lib/one-at-a-time';
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
  const once = useOneAtATime();

  const save = (values: AddressFormValues) => {
    const input = addressInputOf(values);
    const saved = () => {
      toast(t('address.saved'), 'success');
      back();
    };
    const refused = (error: Error) =>
      toastFailure(
        error,
        error instanceof ApiError && error.errCode === 'ADDRESS_LIMIT'
          ? t('address.limitReached', { count: MAX_ADDRESSES })
          : undefined,
      );
    // A second tap while the first save is on its way adds no second address.
    once(() =>
      (address ? update.mutateAsync({ id: address.id, ...input }) : add.mutateAsync(input)).then(saved, refused),
    );
  };

  return { save, saving: add.isPending || update.isPending };
}
