import { LineIcon } from '../components/ui/line-icon';

const paths = {
  home: 'M3 10.5 12 3l9 7.5V20a1 1 0 0 1-1 1h-5v-6H9v6H4a1 1 0 0 1-1-1z',
  category: 'M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z',
  cart: 'M3 4h2l2.4 10.2a1 1 0 0 0 1 .8h8.9a1 1 0 0 0 1-.8L20 7H6.2M9 20.5a1.3 1.3 0 1 0 0-.1M17 20.5a1.3 1.3 0 1 0 0-.1',
  me: 'M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zM4 21c.8-4 4-6.5 8-6.5s7.2 2.5 8 6.5',
} as const;

/** The tab bar's 24 px line icons. */
export function TabIcon({ name }: { name: keyof typeof paths }) {
  return <LineIcon d={paths[name]} />;
}
