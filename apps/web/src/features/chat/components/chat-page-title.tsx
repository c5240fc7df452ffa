import { usePageTitle } from '../../../lib/page-title';

/** The page frame's title: the other user's name, or a placeholder while it loads. */
export function ChatPageTitle({ name }: { name: string }) {
  usePageTitle(name);
  return null;
}
