import { useTranslation } from 'react-i18next';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { useAddresses } from '../../../lib/api/list-addresses';
import { usePageTitle } from '../../../lib/page-title';
import { AddressForm } from './address-form';

/** Editing: the address comes from the list the member came from (or is read again on a reload). */
export function EditAddress({ id }: { id: string }) {
  const { t } = useTranslation();
  const addresses = useAddresses();

  usePageTitle(t('address.editTitle'));

  if (addresses.isPending) return <PageLoading />;
  if (addresses.isError)
    return <PageError message={addresses.error.message} onRetry={() => void addresses.refetch()} />;
  const address = addresses.data.find((a) => a.id === id);
  if (!address) return <EmptyState title={t('address.notFound')} />;
  return <AddressForm address={address} />;
}
