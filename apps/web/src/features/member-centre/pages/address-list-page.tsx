import { MAX_ADDRESSES } from '@ffe/shared/constants';
import type { Address } from '@ffe/shared/contracts/member-centre';
import { Button } from 'antd-mobile';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import listStyles from '../../../components/ui/member-list.module.css';
import { EmptyState, PageError, PageLoading } from '../../../components/ui/page-states';
import { useAddresses } from '../../../lib/api/list-addresses';
import { pathTo } from '../../../lib/paths';
import { toast } from '../../../lib/toast';
import { useRemoveAddress } from '../api/remove-address';
import { useSetDefaultAddress } from '../api/set-default-address';
import { AddressCard } from '../components/address-card';
import styles from './address-list-page.module.css';

/** The member's delivery addresses: set one as default, edit, remove (after asking) and add up to the limit. */
export default function AddressListPage({ select }: { select?: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addresses = useAddresses();
  const remove = useRemoveAddress();
  const setDefault = useSetDefaultAddress();
  const [removing, setRemoving] = useState<Address | null>(null);
  const closeRemoveQuestion = useCallback(() => setRemoving(null), []);

  if (addresses.isPending) return <PageLoading />;
  if (addresses.isError)
    return <PageError message={addresses.error.message} onRetry={() => void addresses.refetch()} />;

  const list = addresses.data;
  const full = list.length >= MAX_ADDRESSES;
  const addButton = (
    <Button
      block
      color="primary"
      shape="rounded"
      disabled={full}
      onClick={() => navigate(pathTo('addressAdd', { select }))}
    >
      {t('address.add')}
    </Button>
  );

  if (list.length === 0) {
    return (
      <EmptyState title={t('address.empty')} description={t('address.emptyHint')}>
        <div className={listStyles.emptyAction}>{addButton}</div>
      </EmptyState>
    );
  }

  const confirmRemove = () => {
    if (!removing) return;
    remove.mutate(removing.id, {
      onSuccess: () => toast(t('address.removed'), 'success'),
    });
  };

  const makeDefault = (address: Address) =>
    setDefault.mutate(address.id, {
      onSuccess: () => toast(t('address.defaultSet'), 'success'),
    });

  return (
    <div className={listStyles.withFooter}>
      <p className={listStyles.summary}>{t('address.count', { count: list.length, max: MAX_ADDRESSES })}</p>
      <ul className={listStyles.list} aria-label={t('title.addressList')}>
        {list.map((address) => (
          <li key={address.id}>
            <AddressCard
              address={address}
              editPath={pathTo('addressAdd', { id: address.id, select })}
              busy={remove.isPending || setDefault.isPending}
              onSetDefault={() => makeDefault(address)}
              onRemove={() => setRemoving(address)}
            />
          </li>
        ))}
      </ul>
      <div className={listStyles.footer}>
        {full && (
          <p className={styles.limit} role="status">
            {t('address.limitReached', { count: MAX_ADDRESSES })}
          </p>
        )}
        {addButton}
      </div>
      <ConfirmDialog
        visible={removing !== null}
        content={t('address.removeConfirm')}
        confirmText={t('address.remove')}
        danger
        onConfirm={confirmRemove}
        onClose={closeRemoveQuestion}
      />
    </div>
  );
}
