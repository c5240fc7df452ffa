import { createImClient, type ImClient } from '@ffe/im-client/client';
import type { ImHost } from '@ffe/im-client/host';
import { clearImUnread, setImServiceUnread, setImUnread } from '../stores/im-unread-store';
import { callPath, leaveForLogin } from './api-client';
import i18n, { loadTexts } from './i18n';
import { navigateTo } from './navigate';
import { isLoginPath, PATHS, pathTo } from './paths';
import { inPageLanguage } from './refusal-words';
import { hasValidToken, onSessionChange, readToken, readUserInfo, saveToken } from './session';
import { toast } from './toast';

// antd-mobile's Dialog loads with the first dialog, as the app's toast does, so the chat's first load stays small.
const dialogs = async () =>
  (await Promise.all([import('antd-mobile/es/components/dialog'), import('./antd-render')]))[0].default;

const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, values ?? {});

const CHAT_PAGES: readonly string[] = [PATHS.chat, PATHS.imIndex, PATHS.readerList, PATHS.groupJoin];

/** The shop as the chat client's host: its texts, antd-mobile's dialogs, its pages, login and badges. */
export const shopImHost: ImHost = {
  t,
  loadTexts: () => loadTexts('chat'),
  toast: (text) => toast(text),
  wordRefusal: inPageLanguage,
  dialogs: {
    async alert({ title, content }) {
      const Dialog = await dialogs();
      await Dialog.alert({
        title: title ?? t('chat.runtime.hintTitle'),
        content,
        confirmText: t('chat.runtime.confirm'),
      });
    },
    async retry(content) {
      const Dialog = await dialogs();
      return Dialog.confirm({
        title: t('chat.runtime.hintTitle'),
        content,
        confirmText: t('chat.runtime.retry'),
        cancelText: t('chat.runtime.cancel'),
      });
    },
    async blocking({ title, content, buttonText, onPress }) {
      const Dialog = await dialogs();
      const handler = Dialog.show({
        ...(title ? { title } : {}),
        content,
        closeOnMaskClick: false,
        actions: [{ key: 'press', text: buttonText, bold: true, onClick: onPress }],
      });
      return handler.close;
    },
  },
  navigate: (path) => void navigateTo(path),
  paths: {
    chat: (target) => pathTo('chat', target),
    isChatPage: (pathname) => CHAT_PAGES.includes(pathname),
    isLoginPage: isLoginPath,
  },
  session: {
    readToken,
    hasValidToken: () => hasValidToken(),
    member: readUserInfo,
    saveToken,
    onChange: onSessionChange,
    leaveForLogin: (errCode, tokenSent) => leaveForLogin(errCode, tokenSent),
    call: (path, body, signal) => callPath(path, body, signal),
  },
  unread: { set: setImUnread, setService: setImServiceUnread, clear: clearImUnread },
};

/** The shop's messaging client, with the shop as its host: made by the app's root, and again after each logout. */
export const createShopImClient = (): ImClient => createImClient(shopImHost);
