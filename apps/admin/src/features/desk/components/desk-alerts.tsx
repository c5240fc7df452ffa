import { useDeskPushes } from '../hooks/use-desk-pushes';

/** Mounted by the console's frame for agents, so the desk's alerts reach them on any page. */
export function DeskAlerts() {
  useDeskPushes();
  return null;
}
