import { InputNumber, type InputNumberProps } from 'antd';
import type { Bounds } from './bounds';

/**
 * A figure typed within bounds the input announces (`aria-valuemin`/`-max`). antd's own `min`/`max` would clamp a slip
 * on blur (−3 became 0, closing a slot), so they stay off and the field's `boundsRule` refuses it where it is typed.
 */
export function BoundedNumber({
  bounds,
  ...props
}: Omit<InputNumberProps<number>, 'min' | 'max'> & { bounds: Bounds }) {
  return <InputNumber<number> {...props} aria-valuemin={bounds.min} aria-valuemax={bounds.max} />;
}
