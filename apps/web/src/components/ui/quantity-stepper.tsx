import { Stepper, type StepperRef } from 'antd-mobile';
import { useLayoutEffect, useRef } from 'react';

const VALUE_ATTRIBUTES = ['aria-valuenow', 'aria-valuemin', 'aria-valuemax'];

/**
 * antd-mobile's Stepper with its number named `label`. Its own names only the − and + buttons, and its Input copies
 * the spinbutton's `aria-value*` onto the wrapping div, where ARIA allows none of them (they stay on the input).
 */
export function QuantityStepper({
  label,
  min,
  max,
  value,
  onChange,
  'data-testid': testId,
}: {
  label: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
  'data-testid'?: string;
}) {
  const ref = useRef<StepperRef>(null);
  useLayoutEffect(() => {
    ref.current?.nativeElement?.setAttribute('aria-label', label);
  }, [label]);
  // The Stepper re-renders on its own as its number changes, writing the wrapper's copies again: they are watched for.
  useLayoutEffect(() => {
    const wrapper = ref.current?.nativeElement?.parentElement;
    if (!wrapper) return;
    const strip = () => {
      for (const name of VALUE_ATTRIBUTES) wrapper.removeAttribute(name);
    };
    strip();
    const observer = new MutationObserver(strip);
    observer.observe(wrapper, { attributeFilter: VALUE_ATTRIBUTES });
    return () => observer.disconnect();
  }, []);
  return <Stepper ref={ref} min={min} max={max} value={value} onChange={onChange} data-testid={testId} />;
}
