import { LineIcon } from '../../../components/ui/line-icon';

// The line icons of the message types and of the composer's extra tools, on LineIcon's 24-unit grid.
const paths = {
  play: 'M8 5.5v13l10.5-6.5z',
  pause: 'M8 5v14M16 5v14',
  voice: 'M6 9.5a4 4 0 0 1 0 5M10 6.5a8.5 8.5 0 0 1 0 11M14 3.5a13 13 0 0 1 0 17',
  mic: 'M12 3a3 3 0 0 1 3 3v6a3 3 0 0 1-6 0V6a3 3 0 0 1 3-3zM5.5 11a6.5 6.5 0 0 0 13 0M12 17.5V21',
  keyboard: 'M3 6h18v12H3zM7 10h.01M11 10h.01M15 10h.01M7 14h10',
  plus: 'M12 4a8 8 0 1 1 0 16 8 8 0 0 1 0-16zM12 8v8M8 12h8',
  video: 'M3 7h12v10H3zM15 10.5l6-3.5v10l-6-3.5',
  file: 'M6 3h8l4 4v14H6zM14 3v4h4',
  location:
    'M12 21s-6.5-6.2-6.5-11a6.5 6.5 0 0 1 13 0c0 4.8-6.5 11-6.5 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z',
  code: 'M8.5 7 3.5 12l5 5M15.5 7l5 5-5 5M13.5 4.5l-3 15',
  richText: 'M4 6V4h12v2M10 4v16M7.5 20h5M15 12h6M15 16h6M15 20h6',
  card: 'M3 5h18v14H3zM9 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5zM5 17c.6-2 2.1-3 4-3s3.4 1 4 3M15 9.5h3M15 13h3',
  copy: 'M8 8h11v12H8zM5 16V4h11',
  zoomIn: 'M12 5v14M5 12h14',
  zoomOut: 'M5 12h14',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  history: 'M5 5h14v14H5zM8 9h8M8 12h8M8 15h5',
} as const;

export type TypeIconName = keyof typeof paths;

/** An icon of a message type or composer tool; decorative, so the control around it carries the label. */
export function TypeIcon({ name, size = 20 }: { name: TypeIconName; size?: number }) {
  return <LineIcon d={paths[name]} size={size} />;
}
