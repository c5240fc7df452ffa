import { useQuery } from '@tanstack/react-query';
import { useImClient } from '../client-context';
import { startIm } from '../runtime/im-session';
/**
 * Starts the chat for a page that needs it: pending while it starts, an error with `refetch` to try again. Asked on
 * every mount, since starting a running chat answers at once and a stopped one (logout) must start again.
 */
export const useImStarted = () => {
  const imClient = useImClient();
  return useQuery({
    queryKey: ['im', 'started'],
    queryFn: async () => {
      await startIm(imClient);
      return true;
    },
    staleTime: 0,
    // The chat's own waits and its dialogs cover a failing start; a retry is the user's.
    retry: false,
  });
};
