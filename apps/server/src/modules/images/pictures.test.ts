import { describe, expect, it } from 'vitest';
import {
  avatarPicture,
  bannerPicture,
  bouquetPicture,
  COLOURS,
  FLOWERS,
  iconPicture,
  MAX_ARRANGEMENT,
  renderPicture,
  WRAPS,
} from './pictures';

const MAX_BYTES = 8 * 1024;

/**
 * What keeps a picture from showing: unbalanced or unquoted tags, stray text, scripts, links that
 * leave the document, or references to ids it does not define. Not a full XML parser, but it sees
 * every tag the renderer writes.
 */
function problemsOf(svg: string): string[] {
  const problems: string[] = [];
  if (!svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox=')) problems.push('not an svg root');
  if (/<script|on[a-z]+=|javascript:|&/i.test(svg)) problems.push('script, handler or entity');
  const stack: string[] = [];
  const ids = new Set<string>();
  let last = 0;
  for (const m of svg.matchAll(/<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<>]*")*)\s*(\/?)>/g)) {
    if (svg.slice(last, m.index).trim() !== '') problems.push(`stray text before ${m[0]}`);
    last = m.index + m[0].length;
    const [, closing, name = '', attributes = '', selfClosing] = m;
    for (const id of attributes.matchAll(/\sid="([^"]+)"/g)) {
      if (ids.has(id[1] ?? '')) problems.push(`duplicate id ${id[1]}`);
      ids.add(id[1] ?? '');
    }
    if (closing) {
      if (stack.pop() !== name) problems.push(`unexpected </${name}>`);
    } else if (!selfClosing) {
      stack.push(name);
    }
  }
  if (svg.slice(last).trim() !== '') problems.push('text after the root');
  if (stack.length > 0) problems.push(`unclosed ${stack.join(', ')}`);
  for (const ref of svg.matchAll(/href="([^"]*)"|url\(([^)]*)\)/g)) {
    const target = ref[1] ?? ref[2] ?? '';
    if (!target.startsWith('#') || !ids.has(target.slice(1))) problems.push(`reference to ${target}`);
  }
  if (svg.replace(/xmlns="http:\/\/www\.w3\.org\/2000\/svg"/, '').includes('http')) problems.push('external link');
  return problems;
}

function rendered(path: string): string {
  const svg = renderPicture(path);
  if (svg === undefined) throw new Error(`${path} did not render`);
  return svg;
}

describe('bouquet pictures', () => {
  it('draws the same picture for the same path', () => {
    const path = bouquetPicture('rose', 'red', 'kraft', 1);
    expect(path).toBe('/images/bouquet/rose-red-kraft-1.svg');
    expect(rendered(path)).toBe(rendered(path));
  });

  it('draws a different picture when the flower, colour, wrap or arrangement changes', () => {
    const pictures = [
      bouquetPicture('rose', 'red', 'kraft', 1),
      bouquetPicture('tulip', 'red', 'kraft', 1),
      bouquetPicture('rose', 'pink', 'kraft', 1),
      bouquetPicture('rose', 'red', 'basket', 1),
      bouquetPicture('rose', 'red', 'kraft', 2),
    ].map(rendered);
    expect(new Set(pictures).size).toBe(pictures.length);
  });

  it('draws each flower kind with its own petals', () => {
    const heads = FLOWERS.filter((f) => f !== 'mixed').map((flower) => {
      const svg = rendered(bouquetPicture(flower, 'red', 'kraft', 1));
      return /<g id="h0">(.*?)<\/g><\/defs>/.exec(svg)?.[1];
    });
    expect(heads.every(Boolean)).toBe(true);
    expect(new Set(heads).size).toBe(heads.length);
  });

  it('draws every look as a small, well-formed square document', () => {
    for (const flower of FLOWERS) {
      for (const colour of COLOURS) {
        for (const wrap of WRAPS) {
          for (const n of [1, 2, 3, MAX_ARRANGEMENT]) {
            const svg = rendered(bouquetPicture(flower, colour, wrap, n));
            expect(problemsOf(svg), `${flower}-${colour}-${wrap}-${n}`).toEqual([]);
            expect(svg).toContain('viewBox="0 0 600 600"');
            expect(Buffer.byteLength(svg)).toBeLessThan(MAX_BYTES);
          }
        }
      }
    }
  });

  it('refuses an arrangement number out of range when building a path', () => {
    expect(() => bouquetPicture('rose', 'red', 'kraft', 0)).toThrow(RangeError);
    expect(() => bouquetPicture('rose', 'red', 'kraft', 1.5)).toThrow(RangeError);
    expect(() => bouquetPicture('rose', 'red', 'kraft', MAX_ARRANGEMENT + 1)).toThrow(RangeError);
  });
});

describe('icons, banners and avatars', () => {
  it('draws a round icon for every flower and colour', () => {
    for (const flower of FLOWERS) {
      for (const colour of COLOURS) {
        const svg = rendered(iconPicture(flower, colour));
        expect(problemsOf(svg), `${flower}-${colour}`).toEqual([]);
        expect(svg).toContain('viewBox="0 0 120 120"');
      }
    }
  });

  it('draws wide banners without text, coloured by their key', () => {
    const keys = ['love', 'birthday', 'mothers-day', 'promotion-opening', 'a', '2024-spring'];
    const banners = keys.map((key) => rendered(bannerPicture(key)));
    for (const svg of banners) {
      expect(problemsOf(svg)).toEqual([]);
      expect(svg).toContain('viewBox="0 0 750 320"');
      expect(svg).toContain('<linearGradient');
      expect(svg).not.toContain('<text');
    }
    expect(new Set(banners).size).toBe(keys.length);
  });

  it('draws avatars, including the anonymous and default ones', () => {
    for (const key of ['anonymous', 'default', 'u-1', 'u-999']) {
      expect(problemsOf(rendered(avatarPicture(key))), key).toEqual([]);
    }
    expect(rendered(avatarPicture('anonymous'))).not.toBe(rendered(avatarPicture('default')));
  });

  it('refuses keys that could not be a file name', () => {
    expect(() => bannerPicture('Spring Sale')).toThrow(RangeError);
    expect(() => avatarPicture('../x')).toThrow(RangeError);
    expect(() => avatarPicture('')).toThrow(RangeError);
  });
});

describe('paths that name no picture', () => {
  it.each([
    '/images/bouquet/../x.svg',
    '/images/bouquet/..%2fx.svg',
    '/images/avatar/../../etc/passwd',
    '/images/bouquet/tree-red-kraft-1.svg',
    '/images/bouquet/rose-black-kraft-1.svg',
    '/images/bouquet/rose-red-plastic-1.svg',
    '/images/bouquet/rose-red-pink-1.svg',
    '/images/bouquet/rose-red-kraft-0.svg',
    '/images/bouquet/rose-red-kraft-01.svg',
    '/images/bouquet/rose-red-kraft-10000.svg',
    '/images/bouquet/rose-red-kraft.svg',
    '/images/bouquet/rose-red-kraft-1.png',
    '/images/bouquet/Rose-red-kraft-1.svg',
    '/images/bouquet/rose-red-kraft-1.svg?v=1',
    '/images/bouquet/rose-red-kraft-1.svg/',
    '//images/bouquet/rose-red-kraft-1.svg',
    '/images/icon/rose.svg',
    '/images/icon/rose-red-kraft.svg',
    '/images/banner/Spring.svg',
    '/images/banner/a_b.svg',
    `/images/banner/${'a'.repeat(65)}.svg`,
    '/images/avatar/.svg',
    '/images/poster/love.svg',
    '/images/love.svg',
    '',
  ])('%s', (path) => {
    expect(renderPicture(path)).toBeUndefined();
  });
});
