import { IM } from '@ffe/shared/constants';
import type { LocationBody } from '@ffe/shared/contracts/im';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampZoom, formatCoordinates, mapEmbedUrl, mapUrl } from '../utils/map-link';
import { ChatSheet } from './chat-sheet';
import styles from './message-types.module.css';
import { TypeIcon } from './type-icons';

/** The embedded map's frame, in CSS pixels: the sheet's width on a phone. */
const MAP_FRAME = { width: 520, height: 320 };

/** The map of a place at a zoom the reader chooses, 5 to 18, opening at 16, and a link to the full map. */
function LocationMap({ place, open, onClose }: { place: LocationBody; open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [zoom, setZoom] = useState<number>(IM.MAP_ZOOM_DEFAULT);
  const name = place.name || formatCoordinates(place.latitude, place.longitude);
  const step = (by: number) => setZoom((current) => clampZoom(current + by));
  // The next look at the map starts at the default zoom again.
  const close = () => {
    onClose();
    setZoom(IM.MAP_ZOOM_DEFAULT);
  };
  return (
    <ChatSheet open={open} title={t('chat.location.mapTitle', { name })} onClose={close}>
      <div className={styles.mapSheet}>
        {place.address && <p className={styles.mapAddress}>{place.address}</p>}
        <iframe
          className={styles.mapFrame}
          title={t('chat.location.mapFrame', { name })}
          src={mapEmbedUrl(place.latitude, place.longitude, zoom, MAP_FRAME.width, MAP_FRAME.height)}
          width={MAP_FRAME.width}
          height={MAP_FRAME.height}
          loading="lazy"
          referrerPolicy="no-referrer"
          sandbox="allow-scripts allow-same-origin"
        />
        <div className={styles.mapTools}>
          <button
            type="button"
            className={styles.mapButton}
            onClick={() => step(-1)}
            disabled={zoom <= IM.MAP_ZOOM_MIN}
            aria-label={t('chat.location.zoomOut')}
          >
            <TypeIcon name="zoomOut" size={18} />
          </button>
          <output className={styles.mapZoom} aria-live="polite">
            {t('chat.location.zoom', { zoom })}
          </output>
          <button
            type="button"
            className={styles.mapButton}
            onClick={() => step(1)}
            disabled={zoom >= IM.MAP_ZOOM_MAX}
            aria-label={t('chat.location.zoomIn')}
          >
            <TypeIcon name="zoomIn" size={18} />
          </button>
          <a
            className={styles.mapLink}
            href={mapUrl(place.latitude, place.longitude, zoom)}
            target="_blank"
            rel="noopener noreferrer"
          >
            <TypeIcon name="external" size={16} />
            {t('chat.location.openMap')}
          </a>
        </div>
        <p className={styles.mapCoordinates}>
          {t('chat.location.coordinates', { coordinates: formatCoordinates(place.latitude, place.longitude) })}
        </p>
      </div>
    </ChatSheet>
  );
}

/** A location message: a card with the place's name, address and coordinates; tapping it opens the map. */
export function LocationMessage({ body }: { body: LocationBody }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const coordinates = formatCoordinates(body.latitude, body.longitude);
  const name = body.name || coordinates;
  return (
    <>
      <button
        type="button"
        className={styles.location}
        onClick={() => setOpen(true)}
        aria-label={t('chat.location.open', { name })}
      >
        <span className={styles.locationText}>
          <span className={styles.locationName}>{name}</span>
          {body.address && <span className={styles.locationAddress}>{body.address}</span>}
          <span className={styles.locationCoordinates}>{coordinates}</span>
        </span>
        <span className={styles.locationPin} aria-hidden="true">
          <TypeIcon name="location" size={28} />
        </span>
        <span className={styles.locationFoot}>{t('chat.location.viewMap')}</span>
      </button>
      <LocationMap place={body} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
