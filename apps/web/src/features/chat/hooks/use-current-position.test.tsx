// @vitest-environment jsdom
import { IM } from '@ffe/shared/constants';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import { useCurrentPosition } from './use-current-position';

/** The browser's position service, answering with the next of `answers` each time it is asked. */
function fakeGeolocation(answers: Array<{ latitude: number; longitude: number } | 'fail'>) {
  const getCurrentPosition = vi.fn((ok: PositionCallback, fail: PositionErrorCallback) => {
    const answer = answers.shift() ?? 'fail';
    if (answer === 'fail') fail({ code: 2, PERMISSION_DENIED: 1 } as GeolocationPositionError);
    else ok({ coords: answer } as GeolocationPosition);
  });
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } });
  return getCurrentPosition;
}

// PRODUCT.md#shop-constants: "Map zoom 5 to 18, default 16, location refresh every 30 s."
describe('the position while the location picker is open', () => {
  beforeAll(() => i18n.changeLanguage('zh-CN'));
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('is found again every 30 s, and shows where the device has moved', () => {
    const locate = fakeGeolocation([
      { latitude: 30.1, longitude: 120.1 },
      { latitude: 30.2, longitude: 120.2 },
    ]);
    const { result } = renderHook(() => useCurrentPosition(true));
    expect(result.current).toEqual({ status: 'found', latitude: 30.1, longitude: 120.1 });
    act(() => vi.advanceTimersByTime(IM.LOCATION_REFRESH_MS - 1));
    expect(locate).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(1));
    expect(locate).toHaveBeenCalledTimes(2);
    expect(result.current).toEqual({ status: 'found', latitude: 30.2, longitude: 120.2 });
  });

  it('keeps the position last found when a refresh fails', () => {
    fakeGeolocation([{ latitude: 30.1, longitude: 120.1 }, 'fail']);
    const { result } = renderHook(() => useCurrentPosition(true));
    act(() => vi.advanceTimersByTime(IM.LOCATION_REFRESH_MS));
    expect(result.current).toEqual({ status: 'found', latitude: 30.1, longitude: 120.1 });
  });

  it('stops asking once the picker closes, and never asks while it is closed', () => {
    const locate = fakeGeolocation([{ latitude: 30.1, longitude: 120.1 }]);
    const { rerender } = renderHook(({ open }) => useCurrentPosition(open), { initialProps: { open: false } });
    act(() => vi.advanceTimersByTime(IM.LOCATION_REFRESH_MS * 3));
    expect(locate).not.toHaveBeenCalled();
    rerender({ open: true });
    rerender({ open: false });
    act(() => vi.advanceTimersByTime(IM.LOCATION_REFRESH_MS * 3));
    expect(locate).toHaveBeenCalledTimes(1);
  });
});
