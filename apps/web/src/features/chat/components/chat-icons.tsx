import { LineIcon } from '../../../components/ui/line-icon';

const paths = {
  close: 'M6 6l12 12M18 6L6 18',
  image:
    'M4 6a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2zM4 16l4.5-4.5 3 3 3.5-3.5L20 16M9 9.5a.5.5 0 1 0 0-.1',
  send: 'M4 12 20 4l-4 16-4-6.5zM12 13.5 20 4',
  star: 'M12 3.8l2.5 5.1 5.6.8-4 3.9.9 5.6-5-2.6-5 2.6.9-5.6-4-3.9 5.6-.8z',
  mute: 'M9 5.5A5 5 0 0 1 17 9.5v3.5l1.5 3H9M6.5 9.3V13L5 16h3M10 19a2 2 0 0 0 4 0M4 4l16 16',
  pin: 'M9 4h6l-1 5 3 3v2H7v-2l3-3zM12 14v6',
  quote: 'M5 7h5v5H7l-2 4M14 7h5v5h-3l-2 4',
  alert: 'M12 7v6M12 16.5v.5',
  chat: 'M5 5h14a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H10l-5 3v-3H5a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1z',
} as const;

export type ChatIconName = keyof typeof paths;

/** The chat's line icons; decorative, so the control around them carries the label. */
export function ChatIcon({ name, size = 20 }: { name: ChatIconName; size?: number }) {
  return <LineIcon d={paths[name]} size={size} />;
}
