import { IM } from '@ffe/shared/constants';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type Position =
  | { status: 'locating' }
  | { status: 'found'; latitude: number; longitude: number }
  | { status: 'failed'; message: string };

/** How long the browser may take to find the position before it gives up. */
const LOCATE_TIMEOUT_MS = 15_000;
const ROUND = 1e6;

/**
 * The device's position while `open`: found at once (asking the user's leave), then again every
 * IM.LOCATION_REFRESH_MS = 30 s (PRODUCT.md#shop-constants: "location refresh every 30 s"), so a person on the move
 * sends where they are. A refresh that fails keeps the position last found.
 */
export function useCurrentPosition(open: boolean): Position {
  const { t } = useTranslation();
  const [position, setPosition] = useState<Position>({ status: 'locating' });

  useEffect(() => {
    if (!open) return;
    if (!navigator.geolocation) {
      setPosition({ status: 'failed', message: t('chat.location.unsupported') });
      return;
    }
    let live = true;
    setPosition({ status: 'locating' });
    const locate = () =>
      navigator.geolocation.getCurrentPosition(
        ({ coords }) =>
          live &&
          setPosition({
            status: 'found',
            latitude: Math.round(coords.latitude * ROUND) / ROUND,
            longitude: Math.round(coords.longitude * ROUND) / ROUND,
          }),
        (error) =>
          live &&
          setPosition((last) =>
            last.status === 'found'
              ? last
              : {
                  status: 'failed',
                  message:
                    error.code === error.PERMISSION_DENIED ? t('chat.location.denied') : t('chat.location.failed'),
                },
          ),
        { enableHighAccuracy: true, timeout: LOCATE_TIMEOUT_MS, maximumAge: IM.LOCATION_REFRESH_MS },
      );
    locate();
    const refresh = setInterval(locate, IM.LOCATION_REFRESH_MS);
    return () => {
      live = false;
      clearInterval(refresh);
    };
  }, [open, t]);

  return position;
}
