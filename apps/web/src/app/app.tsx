import { ImClientContext } from '@ffe/im-client/client-context';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { runImAppWide } from '../features/chat/client/app-wide';
import appI18n, { changeLocale } from '../lib/i18n';
import type { SessionImClient } from '../lib/session-im-client';
import { useCartStore } from '../stores/cart-store';
import { useUserStore } from '../stores/user-store';
import { AppProviders } from './app-providers';
import { ShopRouter } from './router';

/** Refreshes the cart at launch, whenever the app is shown again, and on an 'updateCart' event (PRODUCT.md#shop-cart). */
function useCartRefresh(queryClient: QueryClient) {
  const refresh = useCartStore((s) => s.refresh);
  useEffect(() => {
    void refresh();
    const onShow = () => document.visibilityState === 'visible' && void refresh();
    const onUpdate = () => void refresh();
    document.addEventListener('visibilitychange', onShow);
    window.addEventListener('updateCart', onUpdate);
    // The server names the catalogue in the interface language: what was read in the other one is read again.
    const onLanguage = () => {
      void refresh();
      void queryClient.invalidateQueries();
    };
    appI18n.on('languageChanged', onLanguage);
    return () => {
      document.removeEventListener('visibilitychange', onShow);
      window.removeEventListener('updateCart', onUpdate);
      appI18n.off('languageChanged', onLanguage);
    };
  }, [refresh, queryClient]);
}

/**
 * Reads the stored token and fetches its account at launch and whenever the app is shown again (PRODUCT.md#shop-login).
 * What was fetched for one member is dropped at logout and fetched again at login.
 */
function useLoginRefresh(queryClient: QueryClient) {
  const refreshUser = useUserStore((s) => s.refreshUser);
  useEffect(() => {
    void refreshUser();
    const onShow = () => document.visibilityState === 'visible' && void refreshUser();
    const onLogin = () => void queryClient.invalidateQueries();
    const onLogout = () => queryClient.removeQueries();
    document.addEventListener('visibilitychange', onShow);
    window.addEventListener('login', onLogin);
    window.addEventListener('logout', onLogout);
    // The member's language setting wins over the browser's (decision 001).
    const unsubscribe = useUserStore.subscribe(({ user }, previous) => {
      if (user !== previous.user && user && user.language && user.language !== appI18n.language) {
        changeLocale(user.language);
      }
    });
    return () => {
      unsubscribe();
      document.removeEventListener('visibilitychange', onShow);
      window.removeEventListener('login', onLogin);
      window.removeEventListener('logout', onLogout);
    };
  }, [refreshUser, queryClient]);
}

/**
 * The messaging client, one per signed-in session and made on first use: a logout disposes a made one (its socket,
 * database, timers and everything it held) and starts the next session's, after the chat's own logout listeners ran.
 */
function useImClientPerSession(makeImClient: () => SessionImClient): SessionImClient {
  const [client, setClient] = useState(makeImClient);
  useEffect(() => {
    let ended = false;
    const onLogout = () =>
      setTimeout(() => {
        void client.made
          ?.then((made) => made.dispose())
          .then(() => {
            if (!ended) setClient(makeImClient());
          });
      });
    window.addEventListener('logout', onLogout);
    return () => {
      ended = true;
      window.removeEventListener('logout', onLogout);
    };
  }, [client, makeImClient]);
  return client;
}

/** The shop in the browser; `queryClient` may start from a server-rendered page's state. */
export function App({ queryClient, makeImClient }: { queryClient: QueryClient; makeImClient: () => SessionImClient }) {
  const im = useImClientPerSession(makeImClient);
  useCartRefresh(queryClient);
  useLoginRefresh(queryClient);
  // Replies reach a member (or a guest who chats) anywhere in the shop; the chat loads after the first paint, if wanted,
  // for the client of the session (the next one after a logout).
  useEffect(() => runImAppWide(im), [im]);
  // A server-rendered page's controls take taps from here on: hydration has committed (decision 035).
  useEffect(() => document.getElementById('root')?.removeAttribute('data-hydrating'), []);
  return (
    <AppProviders queryClient={queryClient}>
      <ImClientContext.Provider value={im}>
        <ShopRouter />
      </ImClientContext.Provider>
    </AppProviders>
  );
}
