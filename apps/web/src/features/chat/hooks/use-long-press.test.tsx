// @vitest-environment jsdom
import { IM } from '@ffe/shared/constants';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PressPoint, useLongPress } from './use-long-press';

function Pressable({ onPress, onClick }: { onPress: (point: PressPoint) => void; onClick?: () => void }) {
  const press = useLongPress(onPress);
  return (
    <button type="button" {...press} onClick={onClick}>
      hold me
    </button>
  );
}

const target = () => screen.getByRole('button', { name: 'hold me' });
const down = (x = 100, y = 100) => fireEvent.pointerDown(target(), { clientX: x, clientY: y, pointerType: 'touch' });
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useLongPress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('fires after 350 ms held, not before, at the pressed point', () => {
    const onPress = vi.fn();
    render(<Pressable onPress={onPress} />);
    down(40, 60);
    wait(IM.LONG_PRESS_MS - 1);
    expect(onPress).not.toHaveBeenCalled();
    wait(1);
    expect(onPress).toHaveBeenCalledWith({ x: 40, y: 60 });
  });

  it('is cancelled by a release before 350 ms', () => {
    const onPress = vi.fn();
    render(<Pressable onPress={onPress} />);
    down();
    wait(300);
    fireEvent.pointerUp(target());
    wait(500);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('survives a wobble of 10 px but is cancelled by a move over 10 px', () => {
    const onPress = vi.fn();
    render(<Pressable onPress={onPress} />);
    down(100, 100);
    fireEvent.pointerMove(target(), { clientX: 106, clientY: 108 });
    wait(IM.LONG_PRESS_MS);
    expect(onPress).toHaveBeenCalledTimes(1);

    down(100, 100);
    fireEvent.pointerMove(target(), { clientX: 108, clientY: 108 });
    wait(IM.LONG_PRESS_MS);
    expect(onPress).toHaveBeenCalledTimes(1);
  });

  it('opens at once on a right click, without the browser menu', () => {
    const onPress = vi.fn();
    render(<Pressable onPress={onPress} />);
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, clientX: 5, clientY: 7 });
    target().dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(onPress).toHaveBeenCalledWith({ x: 5, y: 7 });
  });

  it('swallows the click that ends a long press, and the contextmenu a held touch brings', () => {
    const onPress = vi.fn();
    const onClick = vi.fn();
    render(<Pressable onPress={onPress} onClick={onClick} />);
    down();
    wait(IM.LONG_PRESS_MS);
    fireEvent.contextMenu(target(), { clientX: 100, clientY: 100 });
    fireEvent.pointerUp(target());
    fireEvent.click(target());
    expect(onPress).toHaveBeenCalledTimes(1);
    expect(onClick).not.toHaveBeenCalled();
    // A later tap is a tap again.
    wait(2000);
    fireEvent.click(target());
    expect(onClick).toHaveBeenCalledTimes(1);
  });
});
