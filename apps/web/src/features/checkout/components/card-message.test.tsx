// @vitest-environment jsdom
import { CARD_MESSAGE_MAX_LENGTH } from '@ffe/shared/constants';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { PATHS } from '../../../lib/paths';
import { openQuestion, renderPage } from '../../../test/render-page';
import { CardMessage } from './card-message';

function Card({ initial }: { initial: string }) {
  const [message, setMessage] = useState(initial);
  return (
    <CardMessage
      message={message}
      signature=""
      anonymous={false}
      onMessage={setMessage}
      onSignature={() => {}}
      onAnonymous={() => {}}
    />
  );
}

function renderCard(initial = '') {
  renderPage(() => <Card initial={initial} />, { path: PATHS.orderConfirm });
  return screen.getByLabelText('贺卡留言') as HTMLTextAreaElement;
}

const birthday = '生日快乐，愿你被这个世界温柔以待';

describe('the card’s ready greetings', () => {
  it('fill an empty card', () => {
    const box = renderCard();
    fireEvent.click(screen.getByRole('button', { name: birthday }));
    expect(box.value).toBe(birthday);
  });

  it('go in at the caret and keep what the customer typed', () => {
    const box = renderCard('小花：，莉莉');
    fireEvent.focus(box);
    box.setSelectionRange(3, 3);
    fireEvent.blur(box);
    fireEvent.click(screen.getByRole('button', { name: birthday }));
    expect(box.value).toBe(`小花：${birthday}，莉莉`);
  });

  it('go after the text when the caret was never placed', () => {
    const box = renderCard('小花：');
    fireEvent.click(screen.getByRole('button', { name: '谢谢你一直都在' }));
    expect(box.value).toBe('小花：谢谢你一直都在');
  });

  it('ask before replacing a text they do not fit beside, and keep it when told no', async () => {
    const long = '爱'.repeat(CARD_MESSAGE_MAX_LENGTH - 3);
    const box = renderCard(long);
    fireEvent.click(screen.getByRole('button', { name: birthday }));
    const question = await openQuestion();
    expect(question.textContent).toContain('要用它替换现有留言吗？');
    expect(box.value).toBe(long);
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(box.value).toBe(long);

    fireEvent.click(screen.getByRole('button', { name: birthday }));
    await openQuestion();
    fireEvent.click(screen.getByRole('button', { name: '替换' }));
    await waitFor(() => expect(box.value).toBe(birthday));
  });
});
