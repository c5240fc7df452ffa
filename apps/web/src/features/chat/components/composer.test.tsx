// @vitest-environment jsdom

import { getGroupMembers } from '@ffe/im-client/api/get-group-members';
import type { ImClient } from '@ffe/im-client/client';
import { putServerConversations, resetImStore } from '@ffe/im-client/runtime/im-store';
import {
  aConversation,
  aCustomer,
  aGroup,
  aGroupConversation,
  aGroupMember,
  aUser,
  GROUP_CHAT,
  GROUP_ID,
  SERVICE_CHAT,
} from '@ffe/im-client/testing/im-factories';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { createShopImClient } from '../../../lib/shop-im-host';
import { renderPage } from '../../../test/render-page';
import { Composer } from './composer';

let imClient: ImClient;
beforeEach(() => {
  imClient = createShopImClient();
});
afterEach(() => imClient.dispose());

vi.mock('@ffe/im-client/runtime/conversation-actions', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@ffe/im-client/runtime/conversation-actions')>()),
  saveDraft: vi.fn(),
}));
vi.mock('@ffe/im-client/api/get-group-members', () => ({ getGroupMembers: vi.fn() }));

const LILY = aCustomer();
const lily = aUser({ _id: LILY._id, nickname: LILY.nickname });
const mei = aUser({ _id: 'u-mei', nickname: '小美' });
const rose = aUser({ _id: 'u-rose', nickname: '玫瑰' });
const members = (myRole: string[] = []) => [
  aGroupMember(lily, { role: myRole }),
  aGroupMember(mei),
  aGroupMember(rose),
];

function holdGroup(held: ReturnType<typeof members> | null) {
  imClient.store.setState({ groups: { [GROUP_ID]: { info: aGroup(), members: held } } });
}

function showComposer({ conversationId = GROUP_CHAT, wide = false } = {}) {
  const handlers = { onCancelReply: vi.fn(), onSend: vi.fn(), onImages: vi.fn() };
  renderPage(
    () => <Composer conversationId={conversationId} initialDraft="" wide={wide} replyTo={null} {...handlers} />,
    { imClient, path: PATHS.chat },
  );
  return handlers;
}

const box = () => screen.getByRole('textbox', { name: '输入消息' }) as HTMLTextAreaElement;
// jsdom puts the caret at the end of a value set this way, as typing does.
const type = (value: string) => fireEvent.change(box(), { target: { value } });
const rows = () => screen.queryAllByTestId('mention-option');
const rowIds = () => rows().map((row) => row.dataset.userId);
const pick = (name: string) => fireEvent.click(within(screen.getByTestId('mention-picker')).getByText(name));
const send = () => fireEvent.click(screen.getByRole('button', { name: '发送' }));

describe('the composer’s @-mentions', () => {
  beforeEach(() => {
    resetImStore(imClient);
    imClient.aliases.setState({}, true);
    imClient.store.setState({ me: LILY });
    putServerConversations(imClient, [aConversation(), aGroupConversation()]);
    holdGroup(members());
  });
  afterEach(() => vi.clearAllMocks());

  it('opens the members on @ in a group, leaving the user out', () => {
    showComposer();
    expect(screen.queryByTestId('mention-picker')).toBeNull();
    type('你好 @');
    expect(screen.getByTestId('mention-picker')).toBeTruthy();
    expect(rowIds()).toEqual(['u-mei', 'u-rose']);
  });

  it('opens nothing on @ in a single chat', () => {
    showComposer({ conversationId: SERVICE_CHAT });
    type('@');
    expect(screen.queryByTestId('mention-picker')).toBeNull();
  });

  it('filters the members by what follows @, aliases too, and closes after a space', () => {
    imClient.aliases.setState({ 'u-rose': '老板' }, true);
    showComposer();
    type('@美');
    expect(rowIds()).toEqual(['u-mei']);
    type('@老');
    expect(rowIds()).toEqual(['u-rose']);
    expect(screen.getByText('玫瑰 (老板)')).toBeTruthy();
    type('@老 ');
    expect(screen.queryByTestId('mention-picker')).toBeNull();
  });

  it('offers 所有人 first to an admin only', () => {
    holdGroup(members(['admin']));
    showComposer();
    type('@');
    expect(rowIds()).toEqual(['__ALL', 'u-mei', 'u-rose']);
    expect(rows()[0]?.textContent).toBe('@所有人');
  });

  it('does not offer 所有人 to a member', () => {
    showComposer();
    type('@');
    expect(rowIds()).not.toContain('__ALL');
  });

  it('writes the picked name into the text and sends whom it mentions', () => {
    const { onSend } = showComposer();
    type('请 @小');
    pick('小美');
    expect(box().value).toBe('请 @小美 ');
    expect(screen.queryByTestId('mention-picker')).toBeNull();
    type('请 @小美 看看 @');
    pick('玫瑰');
    send();
    expect(onSend).toHaveBeenCalledWith('请 @小美 看看 @玫瑰 ', ['u-mei', 'u-rose']);
  });

  it('does not pass a mention whose name was taken out of the text', () => {
    const { onSend } = showComposer();
    type('@');
    pick('小美');
    type('算了，没事');
    send();
    expect(onSend).toHaveBeenCalledWith('算了，没事');
  });

  it('sends __ALL when an admin mentions everyone', () => {
    holdGroup(members(['admin', 'owner']));
    const { onSend } = showComposer();
    type('@');
    pick('所有人');
    type('@所有人 开会了');
    send();
    expect(onSend).toHaveBeenCalledWith('@所有人 开会了', '__ALL');
  });

  it('forgets the mentions once sent', () => {
    const { onSend } = showComposer();
    type('@');
    pick('小美');
    send();
    type('@小美 又是我');
    send();
    expect(onSend).toHaveBeenLastCalledWith('@小美 又是我');
  });

  it('picks with ↑, ↓ and Enter on a wide screen, and Escape closes the list', () => {
    const { onSend } = showComposer({ wide: true });
    type('@');
    const options = () => screen.getAllByRole('option');
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(options()[1]?.getAttribute('aria-selected')).toBe('true');
    expect(box().getAttribute('aria-activedescendant')).toBe(options()[1]?.id);
    // Past the last row comes the first, and above the first the last.
    fireEvent.keyDown(box(), { key: 'ArrowDown' });
    expect(options()[0]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box(), { key: 'ArrowUp' });
    expect(options()[1]?.getAttribute('aria-selected')).toBe('true');
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(box().value).toBe('@玫瑰 ');
    expect(onSend).not.toHaveBeenCalled();

    type('@玫瑰 @');
    fireEvent.keyDown(box(), { key: 'Escape' });
    expect(screen.queryByTestId('mention-picker')).toBeNull();
    fireEvent.keyDown(box(), { key: 'Enter' });
    expect(onSend).toHaveBeenCalledWith('@玫瑰 @', ['u-rose']);
  });

  it('closes the list without error where scrollIntoView returns a Promise (Chromium)', () => {
    // jsdom has no scrollIntoView; Chromium's (156 and later) returns a Promise that an effect must not hand React.
    const scrollIntoView = vi.fn(() => Promise.resolve());
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', { value: scrollIntoView, configurable: true });
    const consoleError = vi.spyOn(console, 'error');
    try {
      const { onSend } = showComposer({ wide: true });
      type('@');
      // The hovered row becomes the active one and is scrolled into view; picking it closes the list.
      fireEvent.mouseEnter(rows()[1] as HTMLElement);
      expect(scrollIntoView).toHaveBeenCalled();
      pick('玫瑰');
      expect(screen.queryByTestId('mention-picker')).toBeNull();
      expect(box().value).toBe('@玫瑰 ');
      send();
      expect(onSend).toHaveBeenCalledWith('@玫瑰 ', ['u-rose']);
      expect(consoleError).not.toHaveBeenCalled();
    } finally {
      delete (HTMLElement.prototype as Partial<HTMLElement>).scrollIntoView;
    }
  });

  it('reads the members when they are not held yet', async () => {
    holdGroup(null);
    vi.mocked(getGroupMembers).mockResolvedValue({ list: members(), total: 3 });
    showComposer();
    type('@');
    expect(screen.getByText('正在加载群成员…')).toBeTruthy();
    await waitFor(() => expect(rowIds()).toEqual(['u-mei', 'u-rose']));
    expect(getGroupMembers).toHaveBeenCalledWith(imClient, GROUP_ID, 1, { errorUi: 'none' });
  });

  it('says so when the members cannot be read', async () => {
    holdGroup(null);
    vi.mocked(getGroupMembers).mockRejectedValue(new Error('offline'));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    showComposer();
    type('@');
    expect(await screen.findByText('群成员加载失败')).toBeTruthy();
  });
});
