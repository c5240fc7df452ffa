import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// WCAG AA for text below 24 px (18.66 px bold), which is nearly all of the shop's (decision 034).
const AA = 4.5;
const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const globalCss = readFileSync(path.join(src, 'app/global.css'), 'utf8');

/** Every value global.css gives each custom property: the page background has a phone and a desktop one. */
const tokens = new Map<string, string[]>();
for (const [, name, value] of globalCss.matchAll(/(--[\w-]+):\s*([^;]+);/g)) {
  if (name && value) tokens.set(name, [...(tokens.get(name) ?? []), value.trim()]);
}

/** A colour as written in the CSS, with its `var()`s followed: every value it can take. */
function resolve(colour: string): string[] {
  const reference = colour.match(/^var\((--[\w-]+)(?:,[^)]*)?\)$/)?.[1];
  if (!reference) return [colour];
  const values = tokens.get(reference);
  if (!values) throw new Error(`${reference} is not defined in global.css`);
  return values.flatMap(resolve);
}

type Rgba = [number, number, number, number];

function parse(colour: string): Rgba {
  const hex = colour.match(/^#([0-9a-f]{3}|[0-9a-f]{6})$/i)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex;
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)).concat(1) as Rgba;
  }
  const rgb = colour.match(/^rgba?\((\d+)[ ,]+(\d+)[ ,]+(\d+)(?:\s*[/,]\s*([\d.]+)(%?))?\)$/);
  if (rgb) {
    const alpha = rgb[4] === undefined ? 1 : Number(rgb[4]) / (rgb[5] ? 100 : 1);
    return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), alpha];
  }
  throw new Error(`cannot read the colour ${colour}`);
}

/** A see-through colour over white, the lightest thing beneath it (a scrim over a white picture). */
function opaque([r, g, b, a]: Rgba): [number, number, number] {
  return [r, g, b].map((c) => c * a + 255 * (1 - a)) as [number, number, number];
}

function luminance(colour: string): number {
  const [r, g, b] = opaque(parse(colour)).map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/** WCAG 2 contrast ratio, 1 to 21. */
function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** The lowest ratio of a text colour over the surfaces it is drawn on, each token at every value it takes. */
function lowest(text: string, surfaces: string[]): number {
  return Math.min(...resolve(text).flatMap((t) => surfaces.flatMap(resolve).map((surface) => contrast(t, surface))));
}

// White cards, the page (phone and desktop), the grey chips, and the pink tints of chosen chips and countdowns.
const SURFACES = ['#fff', 'var(--page-background)', '#f2f2f2', '#fdf0f0', '#fff1f0'];

/** Each text token with the surfaces it is meant for (decision 034's table). */
const PAIRS: Array<[text: string, surfaces: string[]]> = [
  // Also the chat's grey notices and the customer's own pink bubble.
  ['var(--color-text-secondary)', [...SURFACES, '#ececec', '#fff7e6', '#fbe3e3']],
  ['var(--color-brand-strong)', SURFACES],
  ['var(--color-price)', [...SURFACES, '#fff5f5']],
  ['var(--color-danger)', ['#fff', '#fff1f0', '#fff3f3', '#fff7f7']],
  ['var(--color-warning)', ['#fff', 'var(--page-background)', '#fff7e6', '#fff8e6', '#fff4e5']],
  ['var(--color-success)', ['#fff', 'var(--page-background)']],
  ['var(--color-link)', ['#fff', '#fafbfc', '#fbe3e3']],
  // The 我的 header's and an order status's gradients, from end to end.
  ['var(--color-on-brand)', ['var(--brand)', '#f4a3a3', '#e56b7f', '#f3a6a6']],
  [
    '#fff',
    [
      'var(--color-brand-strong)',
      'var(--color-accent-strong)',
      'var(--color-danger)',
      'var(--color-link)',
      'var(--color-scrim)',
    ],
  ],
];

describe('the text colours of global.css', () => {
  it.each(PAIRS)('%s reaches 4.5:1 on each of its surfaces', (text, surfaces) => {
    expect(lowest(text, surfaces)).toBeGreaterThanOrEqual(AA);
  });

  it("gives antd-mobile's text and button colours the shop's readable shades", () => {
    expect(lowest('var(--adm-color-primary)', SURFACES)).toBeGreaterThanOrEqual(AA);
    expect(lowest('#fff', ['var(--adm-color-primary)', 'var(--adm-color-danger)'])).toBeGreaterThanOrEqual(AA);
    expect(lowest('var(--adm-color-weak)', SURFACES)).toBeGreaterThanOrEqual(AA);
  });

  it("keeps the product's pink for surfaces and the selected tab's icon, where it is not words", () => {
    expect(resolve('var(--brand)')).toEqual(['#ea7e7e']);
    expect(resolve('var(--tab-selected-color)')).toEqual(['#ea7e7e']);
    expect(contrast('#ea7e7e', '#fff')).toBeLessThan(AA);
  });

  it('knows a failing pair when it sees one', () => {
    expect(contrast('#999', '#fff')).toBeCloseTo(2.85, 2);
    expect(contrast('#e4393c', '#fff')).toBeLessThan(AA);
    expect(contrast('#000', '#fff')).toBe(21);
  });
});

/** Rules whose colour paints an icon, an arrow or stars, not words. */
const NOT_WORDS = new Set([
  'app/tab-bar.module.css .bar .active',
  'features/catalogue/components/sort-bar.module.css .arrows',
  'features/chat/components/conversation-item.module.css .flag',
  'features/chat/components/conversation-item.module.css .star',
  'features/chat/components/service-cards.module.css .given',
  'features/checkout/components/address-section.module.css .card > svg',
  'features/checkout/components/checkout.module.css .pickerRow > svg',
]);
const NO_COLOUR = /^(#fff|#ffffff|white|inherit|transparent|currentcolor)$/i;

function moduleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return moduleFiles(file);
    return entry.name.endsWith('.module.css') ? [file] : [];
  });
}

describe("the CSS modules' text", () => {
  // Innermost rules only (those inside @media included); white text is held to its tokens above.
  const rules = moduleFiles(src).flatMap((file) =>
    [
      ...readFileSync(file, 'utf8')
        .replace(/\/\*[\s\S]*?\*\//g, '')
        .matchAll(/([^{}]+)\{([^{}]*)\}/g),
    ].map(([, selector = '', body = '']) => {
      const declared = (property: string) => body.match(new RegExp(`(?:^|[;\\s])${property}:\\s*([^;]+)`))?.[1]?.trim();
      return {
        where: `${path.relative(src, file)} ${selector.trim().replace(/\s+/g, ' ')}`,
        colour: declared('color'),
        background: declared('background') ?? declared('background-color'),
      };
    }),
  );

  it('reads at 4.5:1 on the background its own rule gives it, else on every surface of the shop', () => {
    const unreadable = rules
      .filter((r) => r.colour && !NO_COLOUR.test(r.colour) && !NOT_WORDS.has(r.where))
      .filter((r) => !r.colour?.includes('--color-text-disabled'))
      .filter((r) => {
        // A background of antd-mobile's own, or an image, could be any of the shop's surfaces.
        const own = r.background && /^(#|rgb|var\(--color-)/.test(r.background) ? [r.background] : SURFACES;
        return lowest(r.colour ?? '', own) < AA;
      })
      .map((r) => `${r.where}: ${r.colour}`);
    expect(unreadable).toEqual([]);
  });

  it('greys text out only on a disabled control, which WCAG leaves out', () => {
    const elsewhere = rules
      .filter((r) => r.colour?.includes('--color-text-disabled') && !r.where.includes(':disabled'))
      .map((r) => r.where);
    expect(elsewhere).toEqual([]);
  });
});
