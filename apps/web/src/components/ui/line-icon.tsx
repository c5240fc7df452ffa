import type { ReactNode } from 'react';

type Drawing = { d: string; children?: never } | { d?: never; children: ReactNode };

/** A decorative line icon on a 24-unit grid, stroked in the text colour; the control around it carries the label. */
export function LineIcon({ size = 24, ...drawing }: Drawing & { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      strokeLinecap="round"
      aria-hidden="true"
    >
      {drawing.d === undefined ? drawing.children : <path d={drawing.d} />}
    </svg>
  );
}
