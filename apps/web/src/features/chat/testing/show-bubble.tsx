import type { ImClient } from '@ffe/im-client/client';
import type { ClientMessage } from '@ffe/im-client/runtime/im-store';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { renderPage } from '../../../test/render-page';
import { type BubbleProps, MessageBubble } from '../components/message-bubble';

/** Renders one bubble on the chat page of `imClient` as a customer sees a message from service; answers its handlers. */
export function showBubble(imClient: ImClient, message: ClientMessage, props: Partial<BubbleProps> = {}) {
  const handlers = { onMenu: vi.fn(), onRetry: vi.fn(), onPreview: vi.fn() };
  renderPage(
    () => (
      <MessageBubble
        message={message}
        mine={false}
        avatar="/images/service.svg"
        showReadState={false}
        ordersOpenable
        {...handlers}
        {...props}
      />
    ),
    { path: PATHS.chat, imClient },
  );
  return handlers;
}

/** Where the page went, as the test router shows it. */
export const currentLocation = () => screen.getByTestId('location').textContent;
