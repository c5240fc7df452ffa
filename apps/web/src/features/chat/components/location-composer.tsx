import { IM } from '@ffe/shared/constants';
import type { LocationBody } from '@ffe/shared/contracts/im';
import { Button } from 'antd-mobile';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentPosition } from '../hooks/use-current-position';
import { formatCoordinates } from '../utils/map-link';
import { ChatSheet } from './chat-sheet';
import styles from './composers.module.css';

/**
 * Sends the current position: the browser finds it (asking the user's leave), the sender names the place (我的位置
 * unless they say otherwise) and may add an address, and it goes as a location card. The position is found again
 * every 30 s while the picker is open.
 */
export function LocationComposer({
  open,
  onClose,
  onSend,
}: {
  open: boolean;
  onClose: () => void;
  onSend: (place: LocationBody) => void;
}) {
  const { t } = useTranslation();
  const nameId = useId();
  const addressId = useId();
  const position = useCurrentPosition(open);
  const [name, setName] = useState('');
  const [address, setAddress] = useState('');

  useEffect(() => {
    if (!open) return;
    setName('');
    setAddress('');
  }, [open]);

  const send = () => {
    if (position.status !== 'found') return;
    onSend({
      name: name.trim() || t('chat.location.defaultName'),
      address: address.trim(),
      latitude: position.latitude,
      longitude: position.longitude,
    });
  };

  return (
    <ChatSheet
      open={open}
      title={t('chat.location.sendTitle')}
      onClose={onClose}
      footer={
        <Button block color="primary" disabled={position.status !== 'found'} onClick={send}>
          {t('chat.location.send')}
        </Button>
      }
    >
      <div className={styles.form}>
        <p className={position.status === 'failed' ? `${styles.status} ${styles.error}` : styles.status} role="status">
          {position.status === 'locating' && t('chat.location.locating')}
          {position.status === 'failed' && position.message}
          {position.status === 'found' &&
            t('chat.location.coordinates', {
              coordinates: formatCoordinates(position.latitude, position.longitude),
            })}
        </p>
        <label className={styles.label} htmlFor={nameId}>
          {t('chat.location.nameLabel')}
        </label>
        <input
          id={nameId}
          className={styles.input}
          value={name}
          maxLength={IM.LOCATION_NAME_MAX_LENGTH}
          placeholder={`${t('chat.location.defaultName')}（${t('chat.location.namePlaceholder')}）`}
          onChange={(event) => setName(event.target.value)}
        />
        <label className={styles.label} htmlFor={addressId}>
          {t('chat.location.addressLabel')}
        </label>
        <input
          id={addressId}
          className={styles.input}
          value={address}
          maxLength={IM.LOCATION_ADDRESS_MAX_LENGTH}
          placeholder={t('chat.location.addressPlaceholder')}
          onChange={(event) => setAddress(event.target.value)}
        />
      </div>
    </ChatSheet>
  );
}
