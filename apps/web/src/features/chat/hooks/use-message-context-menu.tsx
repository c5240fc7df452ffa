import type { ClientMessage } from '@ffe/im-client/runtime/im-store';
import { type ReactNode, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ContextMenu } from '../components/context-menu';
import type { PressPoint } from './use-long-press';
import { useMessageMenu } from './use-message-menu';

/** The long-press menu of a chat's messages: `openMenu` shows it for a message at the press; `menu` draws it while open. */
export function useMessageContextMenu(options: Parameters<typeof useMessageMenu>[0]): {
  openMenu: (message: ClientMessage, point: PressPoint) => void;
  menu: ReactNode;
} {
  const { t } = useTranslation();
  const [menu, setMenu] = useState<{ message: ClientMessage; point: PressPoint } | null>(null);
  const menuItems = useMessageMenu(options);
  const openMenu = useCallback((message: ClientMessage, point: PressPoint) => setMenu({ message, point }), []);
  const closeMenu = useCallback(() => setMenu(null), []);
  return {
    openMenu,
    menu: menu && (
      <ContextMenu
        point={menu.point}
        label={t('chat.menu.title')}
        items={menuItems(menu.message)}
        onClose={closeMenu}
      />
    ),
  };
}
