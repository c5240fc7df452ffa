import { Button, Tooltip } from 'antd';
import type { ReactElement } from 'react';
import { type AlertSound, setAlertsMuted, useAlertsMuted } from '../lib/alert-sound';

/** A header switch for one alert sound, remembered on this device; its label says which sound and whether it is on. */
export function AlertSoundToggle({
  sound,
  label,
  icon,
}: {
  sound: AlertSound;
  label: { on: string; off: string };
  icon: (muted: boolean) => ReactElement;
}) {
  const muted = useAlertsMuted(sound);
  const text = muted ? label.off : label.on;
  return (
    <Tooltip title={text}>
      <Button
        type="text"
        aria-label={text}
        aria-pressed={!muted}
        className={muted ? 'alert-muted' : undefined}
        icon={icon(muted)}
        onClick={() => setAlertsMuted(sound, !muted)}
      />
    </Tooltip>
  );
}
