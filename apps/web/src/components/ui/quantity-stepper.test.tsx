// @vitest-environment jsdom
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

function Counter() {
  const [value, setValue] = useState(1);
  return <QuantityStepper label="数量" min={1} max={5} value={value} onChange={setValue} />;
}

describe('QuantityStepper', () => {
  it('names its number, which alone carries the spinbutton’s values, also after a change', async () => {
    render(<Counter />);
    const number = screen.getByRole('spinbutton', { name: '数量' });
    expect(number.getAttribute('aria-valuenow')).toBe('1');
    fireEvent.click(screen.getByRole('button', { name: '增加' }));
    // The wrapper's copies are taken off as they come, after the render that wrote them.
    await waitFor(() => expect(document.querySelectorAll('[aria-valuenow]')).toHaveLength(1));
    expect(number.getAttribute('aria-valuenow')).toBe('2');
    expect(number.getAttribute('aria-valuemax')).toBe('5');
    for (const element of Array.from(document.querySelectorAll('[aria-valuenow], [aria-valuemin], [aria-valuemax]'))) {
      expect(element).toBe(number);
    }
  });
});
