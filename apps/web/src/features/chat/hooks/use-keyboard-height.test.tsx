// @vitest-environment jsdom
import { imLoginState } from '@ffe/im-client/runtime/im-login-state';
import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useKeyboardHeight } from './use-keyboard-height';

/** A visual viewport the test shrinks, as a phone's does when its keyboard opens. */
class FakeViewport extends EventTarget {
  height = 800;
  offsetTop = 0;
  shrinkTo(height: number) {
    this.height = height;
    this.dispatchEvent(new Event('resize'));
  }
}

function Box({ active = true }: { active?: boolean }) {
  const input = useRef<HTMLTextAreaElement>(null);
  const height = useKeyboardHeight(input, active);
  return (
    <>
      <textarea ref={input} aria-label="box" />
      <output>{height}</output>
    </>
  );
}

// PRODUCT.md#shop-stored-shapes: "Messaging login state: KeyboardHeight, uniIdToken, uniIsLogin."
describe('the kept keyboard height', () => {
  let viewport: FakeViewport;
  beforeEach(() => {
    localStorage.clear();
    viewport = new FakeViewport();
    vi.stubGlobal('visualViewport', viewport);
    vi.stubGlobal('innerHeight', 800);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('keeps the height the keyboard covers while the box has the focus', () => {
    render(<Box />);
    act(() => screen.getByLabelText('box').focus());
    act(() => viewport.shrinkTo(500));
    expect(screen.getByRole('status').textContent).toBe('300');
    expect(imLoginState.read().KeyboardHeight).toBe(300);
  });

  it('ignores a viewport change while the box has no focus, and a toolbar too small to be a keyboard', () => {
    render(<Box />);
    act(() => viewport.shrinkTo(500));
    act(() => screen.getByLabelText('box').focus());
    act(() => viewport.shrinkTo(740));
    expect(imLoginState.read().KeyboardHeight).toBe(0);
  });

  it('starts from the height kept on the device, and keeps it through a chat logout', () => {
    imLoginState.update({ KeyboardHeight: 280, uniIdToken: 't', uniIsLogin: true });
    imLoginState.update({ uniIdToken: '', uniIsLogin: false });
    render(<Box />);
    expect(screen.getByRole('status').textContent).toBe('280');
  });

  it('measures nothing on a wide screen', () => {
    render(<Box active={false} />);
    act(() => screen.getByLabelText('box').focus());
    act(() => viewport.shrinkTo(500));
    expect(imLoginState.read().KeyboardHeight).toBe(0);
  });
});
