import { LineIcon } from '../../../components/ui/line-icon';

const paths = {
  back: 'M15 5 8 12l7 7',
  cart: 'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2M9 20.5a1.3 1.3 0 1 0 0-.1M17 20.5a1.3 1.3 0 1 0 0-.1',
  heart: 'M12 20s-7.5-4.6-7.5-10A4.3 4.3 0 0 1 12 7.2 4.3 4.3 0 0 1 19.5 10c0 5.4-7.5 10-7.5 10z',
  service: 'M4 13v-1a8 8 0 0 1 16 0v1M4 13h3v5H5a1 1 0 0 1-1-1zM20 13h-3v5h2a1 1 0 0 0 1-1zM17 18c0 1.5-2 2.5-5 2.5',
  search: 'M10.5 17a6.5 6.5 0 1 0 0-13 6.5 6.5 0 0 0 0 13zM15.5 15.5 20 20',
  right: 'm9 5 7 7-7 7',
  filter: 'M4 5h16l-6 7.5V19l-4-2v-4.5z',
} as const;

export type IconName = keyof typeof paths;

/** The catalogue's line icons; decorative, so the button or link around them carries the label. */
export function Icon({ name, size = 20 }: { name: IconName; size?: number }) {
  return <LineIcon d={paths[name]} size={size} />;
}
