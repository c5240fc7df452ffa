// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Picture } from './picture';

describe('Picture', () => {
  it('offers an uploaded picture at its three widths', () => {
    const url = '/uploads/p-0123456789abcdef0123456789abcdef-750.webp';
    render(<Picture src={url} sizes="100vw" alt="玫瑰" />);
    const img = screen.getByAltText('玫瑰');
    expect(img.getAttribute('srcset')).toBe(
      [375, 750, 1080].map((w) => `/uploads/p-0123456789abcdef0123456789abcdef-${w}.webp ${w}w`).join(', '),
    );
    expect(img.getAttribute('sizes')).toBe('100vw');
  });

  it('loads a demo SVG picture as it is, without srcset', () => {
    render(<Picture src="/images/bouquet/rose-red-kraft-1.svg" sizes="100vw" alt="百合" />);
    const img = screen.getByAltText('百合');
    expect(img.getAttribute('srcset')).toBeNull();
    expect(img.getAttribute('sizes')).toBeNull();
  });
});
