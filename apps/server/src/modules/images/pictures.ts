/**
 * The demo shop's pictures, drawn as small SVG documents on request. A path names everything drawn,
 * and its hash seeds the only randomness, so the same path always gives the same picture and nothing
 * is stored on disk.
 */

import { drawAddOn } from './add-on-pictures';

export const FLOWERS = [
  'rose',
  'lily',
  'tulip',
  'sunflower',
  'carnation',
  'hydrangea',
  'gerbera',
  'peony',
  'babysbreath',
  'orchid',
  'eustoma',
  'mixed',
] as const;
export type Flower = (typeof FLOWERS)[number];

export const COLOURS = ['red', 'pink', 'white', 'yellow', 'purple', 'orange', 'champagne', 'blue', 'mixed'] as const;
export type Colour = (typeof COLOURS)[number];

export const WRAPS = [
  'kraft',
  'pink-paper',
  'white-paper',
  'black-paper',
  'korean-mesh',
  'box',
  'basket',
  'vase',
] as const;
export type Wrap = (typeof WRAPS)[number];

/** The largest arrangement number a bouquet path may carry. */
export const MAX_ARRANGEMENT = 9999;

const KEY = /^[a-z0-9-]{1,64}$/;

/** FNV-1a: a stable 32-bit hash of a name, the seed of everything drawn for it. */
export function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a tiny seeded PRNG giving floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const isFlower = (v: string): v is Flower => (FLOWERS as readonly string[]).includes(v);
const isColour = (v: string): v is Colour => (COLOURS as readonly string[]).includes(v);
const isWrap = (v: string): v is Wrap => (WRAPS as readonly string[]).includes(v);
const isArrangement = (n: number) => Number.isInteger(n) && n >= 1 && n <= MAX_ARRANGEMENT;

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new RangeError(`Not a picture key: ${key}`);
  return key;
}

/** The path of a bouquet picture; `n` picks one of many arrangements of the same look. */
export function bouquetPicture(flower: Flower, colour: Colour, wrap: Wrap, n: number): string {
  if (!isFlower(flower) || !isColour(colour) || !isWrap(wrap) || !isArrangement(n)) {
    throw new RangeError(`Not a bouquet picture: ${flower}-${colour}-${wrap}-${n}`);
  }
  return `/images/bouquet/${flower}-${colour}-${wrap}-${n}.svg`;
}

/** The path of a round category icon. */
export function iconPicture(flower: Flower, colour: Colour): string {
  if (!isFlower(flower) || !isColour(colour)) throw new RangeError(`Not an icon picture: ${flower}-${colour}`);
  return `/images/icon/${flower}-${colour}.svg`;
}

/** The path of a wide home-page banner; its colours follow the key. */
export function bannerPicture(key: string): string {
  return `/images/banner/${checkedKey(key)}.svg`;
}

/** The path of a member's avatar; `anonymous` and `default` are keys like any other. */
export function avatarPicture(key: string): string {
  return `/images/avatar/${checkedKey(key)}.svg`;
}

const PICTURE_PATH = /^\/images\/(bouquet|icon|banner|avatar|addon)\/([a-z0-9-]{1,64})\.svg$/;
const BOUQUET_NAME = /^([a-z]+)-([a-z]+)-([a-z]+(?:-[a-z]+)?)-([1-9][0-9]{0,3})$/;
const ICON_NAME = /^([a-z]+)-([a-z]+)$/;

/** The SVG document a picture path names, or undefined when the path names no picture. */
export function renderPicture(path: string): string | undefined {
  const match = PICTURE_PATH.exec(path);
  if (!match) return undefined;
  const [, kind, name = ''] = match;
  if (kind === 'bouquet') {
    const [, flower = '', colour = '', wrap = '', n = ''] = BOUQUET_NAME.exec(name) ?? [];
    if (!isFlower(flower) || !isColour(colour) || !isWrap(wrap)) return undefined;
    return drawBouquet(flower, colour, wrap, Number(n));
  }
  if (kind === 'icon') {
    const [, flower = '', colour = ''] = ICON_NAME.exec(name) ?? [];
    if (!isFlower(flower) || !isColour(colour)) return undefined;
    return drawIcon(flower, colour);
  }
  if (kind === 'banner') return drawBanner(name);
  if (kind === 'addon') return drawAddOn(name);
  return drawAvatar(name);
}

// ---- paint -------------------------------------------------------------------------------------

interface Paint {
  main: string;
  dark: string;
  light: string;
}

type Hue = Exclude<Colour, 'mixed'>;
type Kind = Exclude<Flower, 'mixed'>;

const PAINTS: Record<Hue, Paint> = {
  red: { main: '#d7263d', dark: '#8e1b2e', light: '#f29aa7' },
  pink: { main: '#f48fb1', dark: '#c94f7c', light: '#fde0ec' },
  white: { main: '#fbf8f3', dark: '#cfc3b3', light: '#ffffff' },
  yellow: { main: '#ffd43b', dark: '#d99a00', light: '#fff3bf' },
  purple: { main: '#9c6ade', dark: '#5f3a9e', light: '#e5d8fa' },
  orange: { main: '#ff922b', dark: '#c8530c', light: '#ffd8a8' },
  champagne: { main: '#f1d3a8', dark: '#b98b57', light: '#fbeedd' },
  blue: { main: '#74a9e8', dark: '#345f9e', light: '#d6e6fb' },
};
const HUES = Object.keys(PAINTS) as Hue[];
const KINDS = FLOWERS.filter((f): f is Kind => f !== 'mixed');

const BACKGROUNDS = ['#fdf1f4', '#f1f7ec', '#fef6e4', '#edf4fb', '#f5effb', '#fff3ea', '#eef8f6'];
const GREENS = ['#5f9a55', '#7bb06a', '#4d8147'];

const r0 = (v: number) => Math.round(v);
const r1 = (v: number) => Math.round(v * 10) / 10;

function polar(r: number, deg: number): [number, number] {
  const a = (deg * Math.PI) / 180;
  return [r1(r * Math.cos(a)), r1(r * Math.sin(a))];
}

/** `count` lens-shaped petals from `inner` to `outer`, as one path. */
function petals(count: number, inner: number, outer: number, width: number, offset = 0): string {
  const mid = (inner + outer) / 2;
  const spread = (Math.atan(width / mid) * 180) / Math.PI;
  let d = '';
  for (let k = 0; k < count; k++) {
    const a = offset + (k * 360) / count;
    const [x0, y0] = polar(inner, a).map(r0) as [number, number];
    const [x1, y1] = polar(outer, a).map(r0) as [number, number];
    const [ax, ay] = polar(mid, a - spread).map(r0) as [number, number];
    const [bx, by] = polar(mid, a + spread).map(r0) as [number, number];
    d += `M${x0},${y0}Q${ax},${ay} ${x1},${y1}Q${bx},${by} ${x0},${y0}Z`;
  }
  return d;
}

/** A ragged ring, the frilled edge of a carnation petal layer. */
function ruffle(count: number, outer: number, inner: number): string {
  const points: string[] = [];
  for (let k = 0; k < count * 2; k++) {
    const [x, y] = polar(k % 2 === 0 ? outer : inner, (k * 180) / count);
    points.push(`${x},${y}`);
  }
  return points.join(' ');
}

function ring(count: number, distance: number, radius: number, offset = 0): string {
  let out = '';
  for (let k = 0; k < count; k++) {
    const [x, y] = polar(distance, offset + (k * 360) / count);
    out += `<circle cx="${x}" cy="${y}" r="${radius}"/>`;
  }
  return out;
}

// ---- flower heads, each drawn at the origin with a radius of about 40 --------------------------

const HEADS: Record<Kind, (p: Paint, id: string) => string> = {
  rose(p) {
    let spiral = '';
    for (let i = 0; i < 5; i++) {
      const r = 28 - i * 5;
      const [x1, y1] = polar(r, i * 80);
      const [x2, y2] = polar(r * 0.8, i * 80 + 250);
      spiral += `M${x1},${y1}A${r},${r} 0 1 1 ${x2},${y2}`;
    }
    return (
      `<g fill="${p.main}" stroke="${p.dark}" stroke-width="1.2">${ring(7, 27, 14, 10)}</g>` +
      `<circle r="31" fill="${p.main}" stroke="${p.dark}" stroke-width="1"/>` +
      `<path d="${spiral}" fill="none" stroke="${p.dark}" stroke-width="3" stroke-linecap="round" opacity=".65"/>` +
      `<circle r="4" fill="${p.dark}"/>`
    );
  },
  lily(p) {
    let stamens = '';
    let tips = '';
    for (let k = 0; k < 6; k++) {
      const [x, y] = polar(22, k * 60 + 30);
      stamens += `M0,0L${x},${y}`;
      tips += `<ellipse cx="${x}" cy="${y}" rx="3" ry="2"/>`;
    }
    return (
      `<path d="${petals(6, 0, 42, 16, 30)}" fill="${p.main}" stroke="${p.dark}" stroke-width="1.2"/>` +
      `<path d="${petals(3, 0, 30, 4, 30)}" fill="${p.light}" opacity=".7"/>` +
      `<path d="${stamens}" stroke="#7d8f3c" stroke-width="1.5"/><g fill="#8a4b2a">${tips}</g>`
    );
  },
  tulip(p) {
    return (
      `<g transform="scale(1.3)"><path d="M-24,7C-28,-15 -16,-27 -8,-25C-4,-15 4,-15 8,-25C16,-27 28,-15 24,7C20,29 -20,29 -24,7Z" ` +
      `fill="${p.main}" stroke="${p.dark}" stroke-width="1.2"/>` +
      `<path d="M-12,9C-10,-15 -2,-27 0,-29C2,-27 10,-15 12,9C8,25 -8,25 -12,9Z" fill="${p.light}" opacity=".5"/></g>`
    );
  },
  sunflower(p) {
    return (
      `<path d="${petals(16, 14, 42, 7.5)}" fill="${p.main}" stroke="${p.dark}" stroke-width="1"/>` +
      `<path d="${petals(16, 12, 34, 5.5, 11)}" fill="${p.dark}" opacity=".45"/>` +
      `<circle r="17" fill="#5b3a1a"/><circle r="11" fill="#7b4f24" stroke="#3e2612" stroke-dasharray="2 2"/>`
    );
  },
  carnation(p) {
    return (
      `<polygon points="${ruffle(16, 40, 33)}" fill="${p.main}" stroke="${p.dark}" stroke-width="1.2"/>` +
      `<polygon points="${ruffle(13, 29, 23)}" fill="${p.light}" stroke="${p.dark}" stroke-width="1"/>` +
      `<polygon points="${ruffle(10, 17, 12)}" fill="${p.main}" stroke="${p.dark}" stroke-width="1"/>`
    );
  },
  hydrangea(p, id) {
    const floret =
      'M0,0C-6,-4 -6,-11 0,-11C6,-11 6,-4 0,0C4,-6 11,-6 11,0C11,6 4,6 0,0C6,4 6,11 0,11C-6,11 -6,4 0,0C-4,6 -11,6 -11,0C-11,-6 -4,-6 0,0Z';
    let uses = '';
    for (let k = 0; k < 14; k++) {
      const [x, y] = k < 6 ? polar(16, k * 60) : polar(30, (k - 6) * 45 + 20);
      uses += `<use href="#${id}f" x="${x}" y="${y}"${k % 2 ? ` fill="${p.light}"` : ''}/>`;
    }
    return (
      `<circle r="38" fill="${p.dark}" opacity=".25"/>` +
      `<g fill="${p.main}" stroke="${p.dark}" stroke-width=".8"><path id="${id}f" d="${floret}"/>${uses}</g>`
    );
  },
  gerbera(p) {
    return (
      `<path d="${petals(22, 10, 40, 4.8)}" fill="${p.main}" stroke="${p.dark}" stroke-width=".8"/>` +
      `<path d="${petals(14, 6, 20, 3.2, 13)}" fill="${p.dark}"/>` +
      `<circle r="9" fill="#3d2b1f"/><circle r="5" fill="#6b4a2f"/>`
    );
  },
  peony(p) {
    return (
      `<g fill="${p.main}" stroke="${p.dark}" stroke-width="1">${ring(9, 25, 15)}</g>` +
      `<g fill="${p.light}" stroke="${p.dark}" stroke-width=".8">${ring(7, 14, 13, 20)}</g>` +
      `<g fill="${p.main}" stroke="${p.dark}" stroke-width=".8">${ring(5, 6, 8, 40)}</g>` +
      `<circle r="4" fill="#f2c94c"/>`
    );
  },
  babysbreath(p) {
    let stems = '';
    let dots = '';
    for (let i = 0; i < 20; i++) {
      const [x, y] = polar(38 * Math.sqrt((i + 0.5) / 20), i * 137.5);
      stems += `M0,0L${x},${y}`;
      dots += `<circle cx="${x}" cy="${y}" r="${4 + (i % 3)}"/>`;
    }
    return (
      `<path d="${stems}" stroke="#7da36a" stroke-width="1.2"/>` +
      `<g fill="${p.main}" stroke="${p.dark}" stroke-width=".8">${dots}</g>`
    );
  },
  orchid(p) {
    return (
      `<g fill="${p.main}" stroke="${p.dark}" stroke-width="1">` +
      `<ellipse cy="-22" rx="9" ry="20"/><ellipse cy="-22" rx="9" ry="20" transform="rotate(125)"/>` +
      `<ellipse cy="-22" rx="9" ry="20" transform="rotate(235)"/>` +
      `<ellipse cx="-17" cy="-4" rx="17" ry="15"/><ellipse cx="17" cy="-4" rx="17" ry="15"/></g>` +
      `<path d="M-9,5Q0,28 9,5Q0,12 -9,5Z" fill="${p.dark}"/><circle cy="1" r="5" fill="${p.light}"/>` +
      `<circle cy="1" r="2" fill="#f2c94c"/>`
    );
  },
  eustoma(p) {
    return (
      `<g fill="${p.main}" stroke="${p.dark}" stroke-width="1.2">${ring(5, 16, 20, -90)}</g>` +
      `<circle r="14" fill="${p.light}" opacity=".8"/>` +
      `<path d="M-8,3A9,9 0 1 1 6,-6M-3,2A4,4 0 1 1 3,-1" fill="none" stroke="${p.dark}" stroke-width="2"/>` +
      `<path d="${petals(5, 2, 9, 1.5, -54)}" fill="#9bb36b"/>`
    );
  },
};

/**
 * The kinds and hues a picture's heads cycle through: one of each, or a few picked by the seed.
 * A single kind in mixed colours takes two hues, which keeps the document small; mixed kinds
 * take three of each so the cycles stay in step and no more than three heads are defined.
 */
function mixes(flower: Flower, colour: Colour, seed: number): { kinds: Kind[]; hues: Hue[] } {
  const pick = <T>(list: readonly T[], from: number, count: number): T[] =>
    Array.from({ length: count }, (_, i) => list[(from + i * 3) % list.length] as T);
  return {
    kinds: flower === 'mixed' ? pick(KINDS, seed % KINDS.length, 3) : [flower],
    hues: colour === 'mixed' ? pick(HUES, (seed >>> 8) % HUES.length, flower === 'mixed' ? 3 : 2) : [colour],
  };
}

/** Head definitions for `<defs>` and the id each head of the arrangement uses. */
function headDefs(
  kinds: Kind[],
  hues: Hue[],
  count: number,
): { defs: string; idOf: (i: number) => string; kindOf: (i: number) => Kind } {
  const ids = new Map<string, string>();
  let defs = '';
  const kindOf = (i: number) => kinds[i % kinds.length] as Kind;
  const idOf = (i: number) => {
    const kind = kindOf(i);
    const hue = hues[i % hues.length] as Hue;
    const key = `${kind}-${hue}`;
    let id = ids.get(key);
    if (!id) {
      id = `h${ids.size}`;
      ids.set(key, id);
      defs += `<g id="${id}">${HEADS[kind](PAINTS[hue], id)}</g>`;
    }
    return id;
  };
  for (let i = 0; i < count; i++) idOf(i);
  return { defs, idOf, kindOf };
}

const LEAF_DEF = '<path id="lf" d="M0,0C13,-14 13,-34 0,-52C-13,-34 -13,-14 0,0ZM0,-4L0,-44"/>';

function leaf(x: number, y: number, deg: number, scale: number, green: string): string {
  return `<use href="#lf" transform="translate(${r0(x)} ${r0(y)}) rotate(${r0(deg)}) scale(${r1(scale)})" fill="${green}" stroke="#3f6b39" stroke-width=".8"/>`;
}

function bow(x: number, y: number, colour: string, scale = 1): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${scale})" fill="${colour}" stroke="#000" stroke-opacity=".13">` +
    '<path d="M0,0C-30,-30 -55,-5 -45,12C-35,25 -10,8 0,0Z"/><path d="M0,0C30,-30 55,-5 45,12C35,25 10,8 0,0Z"/>' +
    '<path d="M-3,3L-24,50L-13,46L-6,54L3,5Z"/><path d="M3,3L22,50L12,47L6,55L-3,5Z"/><circle r="7"/></g>'
  );
}

// ---- bouquets ----------------------------------------------------------------------------------

interface Dome {
  cx: number;
  cy: number;
  rx: number;
  ry: number;
}

const PAPER: Partial<Record<Wrap, { back: string; front: string; fold: string; ribbon: string }>> = {
  kraft: { back: '#b08660', front: '#c9a47c', fold: '#8d6844', ribbon: '#8b1e3f' },
  'pink-paper': { back: '#eaa6bd', front: '#f7c6d6', fold: '#d27f9d', ribbon: '#e2557f' },
  'white-paper': { back: '#e4ddd2', front: '#fbfaf7', fold: '#c8bfb1', ribbon: '#c9a227' },
  'black-paper': { back: '#1f1f24', front: '#34343b', fold: '#55555e', ribbon: '#d4af37' },
  'korean-mesh': { back: '#e9d8ef', front: '#f6eef9', fold: '#c9b3d3', ribbon: '#f08bb0' },
};
const BOX_COLOURS = ['#2f2f35', '#f4c2d0', '#fbfaf7', '#9cc8c0', '#b9a3d6'];

const KIND_SIZE: Record<Kind, number> = {
  rose: 1,
  lily: 1.05,
  tulip: 0.95,
  sunflower: 1.15,
  carnation: 1,
  hydrangea: 1.25,
  gerbera: 1,
  peony: 1.2,
  babysbreath: 0.8,
  orchid: 0.9,
  eustoma: 1,
};

function drawBouquet(flower: Flower, colour: Colour, wrap: Wrap, n: number): string {
  const seed = hashOf(`${flower}-${colour}-${wrap}-${n}`);
  const rng = mulberry32(seed);
  const { kinds, hues } = mixes(flower, colour, seed);
  const size = kinds.reduce((sum, k) => sum + KIND_SIZE[k], 0) / kinds.length;
  const inBox = wrap === 'box' || wrap === 'basket';
  const dome: Dome = inBox
    ? { cx: 300, cy: wrap === 'box' ? 290 : 296, rx: 150, ry: 62 }
    : { cx: 300, cy: wrap === 'vase' ? 215 : 212, rx: 140, ry: 102 };
  const grow = inBox ? 1.25 : wrap === 'vase' ? 1.3 : 1.45;
  const base = size > 1.1 ? 4 : size < 0.9 ? 8 : 5;
  const count = base + Math.floor(rng() * 4) + (inBox ? 1 : 0);
  const heads = headDefs(kinds, hues, count);

  // Heads sit on a jittered golden-angle spiral over the dome; back ones are drawn first.
  const turn = rng() * 360;
  const placed = Array.from({ length: count }, (_, i) => {
    const t = Math.sqrt((i + 0.5) / count);
    const a = ((turn + i * 137.5 + rng() * 20) * Math.PI) / 180;
    const kind = heads.kindOf(i);
    return {
      id: heads.idOf(i),
      x: dome.cx + dome.rx * t * Math.cos(a) + (rng() - 0.5) * 14,
      y: dome.cy + dome.ry * t * Math.sin(a) + (rng() - 0.5) * 14,
      turn: kind === 'tulip' || kind === 'orchid' ? (rng() - 0.5) * 30 : rng() * 360,
      scale: KIND_SIZE[kind] * grow * (0.85 + rng() * 0.3),
    };
  }).sort((a, b) => a.y - b.y);

  let leaves = '';
  const leafCount = 7 + Math.floor(rng() * 4);
  for (let j = 0; j < leafCount; j++) {
    const a = Math.PI * (1.05 + (0.9 * (j + rng() * 0.6)) / leafCount) - (inBox ? 0.15 : 0);
    const x = dome.cx + (dome.rx + 20 * grow) * Math.cos(a);
    const y = dome.cy + (dome.ry + 20 * grow) * Math.sin(a);
    leaves += leaf(x, y, (a * 180) / Math.PI + 90, (0.9 + rng() * 0.5) * grow, GREENS[j % GREENS.length] as string);
  }
  const headUses = placed
    .map(
      (h) =>
        `<use href="#${h.id}" transform="translate(${r0(h.x)} ${r0(h.y)}) rotate(${r0(h.turn)}) scale(${r1(h.scale)})"/>`,
    )
    .join('');
  let sprinkles = '';
  if (!kinds.includes('babysbreath')) {
    for (let j = 0; j < 8; j++) {
      const a = rng() * Math.PI * 2;
      const x = dome.cx + dome.rx * 0.95 * Math.cos(a);
      const y = dome.cy + dome.ry * 0.95 * Math.sin(a);
      sprinkles += `<circle cx="${r0(x)}" cy="${r0(y)}" r="${3 + (j % 3)}"/>`;
    }
    sprinkles = `<g fill="#fff" stroke="#d8d2c8" stroke-width=".6">${sprinkles}</g>`;
  }
  // Sprinkles go behind the heads, peeking out between them like filler flowers.
  const flowers = leaves + sprinkles + headUses;

  let body: string;
  let extraDefs = '';
  const paper = PAPER[wrap];
  if (paper) {
    if (wrap === 'korean-mesh') {
      extraDefs =
        '<pattern id="mesh" width="12" height="12" patternUnits="userSpaceOnUse"><path d="M0,0L12,12M12,0L0,12" stroke="#fff" stroke-width="1.2"/></pattern>';
    }
    const front = 'M118,300L300,348L482,300L352,522L248,522Z';
    body =
      `<path d="M105,205L300,150L495,205L348,512L252,512Z" fill="${paper.back}"/>` +
      '<path d="M286,420L272,586M300,420L300,590M314,420L328,586" stroke="#5d8a4e" stroke-width="7" stroke-linecap="round"/>' +
      flowers +
      `<path d="${front}" fill="${paper.front}"/>` +
      (wrap === 'korean-mesh' ? `<path d="${front}" fill="url(#mesh)" opacity=".8"/>` : '') +
      `<path d="M300,348L300,522M208,324L262,516M392,324L338,516" stroke="${paper.fold}" stroke-width="2" opacity=".6"/>` +
      bow(300, 470, paper.ribbon);
  } else if (wrap === 'box') {
    const boxColour = BOX_COLOURS[seed % BOX_COLOURS.length] as string;
    const ribbon = boxColour === '#2f2f35' ? '#d4af37' : '#c0395f';
    body =
      `<path d="M140,330L140,520A160,36 0 0 0 460,520L460,330Z" fill="${boxColour}" stroke="#000" stroke-opacity=".15"/>` +
      `<ellipse cx="300" cy="330" rx="160" ry="36" fill="${boxColour}" stroke="#000" stroke-opacity=".2" stroke-width="3"/>` +
      flowers +
      `<path d="M140,430A160,36 0 0 0 460,430L460,454A160,36 0 0 1 140,454Z" fill="${ribbon}"/>` +
      bow(300, 470, ribbon, 0.9);
  } else if (wrap === 'basket') {
    let weave = '';
    for (let y = 395; y < 545; y += 28) weave += `M${r0(120 + (y - 360) * 0.2)},${y}L${r0(480 - (y - 360) * 0.2)},${y}`;
    for (let x = 160; x < 460; x += 30) weave += `M${x},372L${r0(300 + (x - 300) * 0.85)},545`;
    body =
      '<path d="M140,380C140,80 460,80 460,380" fill="none" stroke="#9c6a3c" stroke-width="14"/>' +
      flowers +
      '<path d="M115,362L485,362L447,548L153,548Z" fill="#c58b4f"/>' +
      `<path d="${weave}" stroke="#94602f" stroke-width="3" opacity=".7"/>` +
      '<rect x="105" y="352" width="390" height="24" rx="12" fill="#a8733f"/>' +
      bow(150, 372, '#e2557f', 0.8);
  } else {
    body =
      `<path d="${placed.map((h) => `M${r0(h.x)},${r0(h.y)}Q${r0((h.x + 300) / 2)},380 ${r0(290 + (h.x - 300) / 12)},548`).join('')}" fill="none" stroke="#5d8a4e" stroke-width="5"/>` +
      flowers +
      '<path d="M236,372Q196,462 238,562L362,562Q404,462 364,372Z" fill="#d7ecf5" fill-opacity=".72" stroke="#9cc6da" stroke-width="3"/>' +
      '<path d="M214,452Q300,468 386,452" fill="none" stroke="#9cc6da" stroke-width="2"/>' +
      '<rect x="238" y="382" width="124" height="14" fill="#e2557f"/>' +
      bow(300, 390, '#e2557f', 0.7);
  }

  const background = BACKGROUNDS[seed % BACKGROUNDS.length] as string;
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 600" width="600" height="600">' +
    `<defs>${LEAF_DEF}${heads.defs}${extraDefs}</defs>` +
    `<rect width="600" height="600" fill="${background}"/>` +
    '<circle cx="300" cy="285" r="250" fill="#fff" opacity=".45"/>' +
    '<ellipse cx="300" cy="568" rx="175" ry="16" fill="#000" opacity=".06"/>' +
    body +
    '</svg>'
  );
}

// ---- icons, banners, avatars -------------------------------------------------------------------

function drawIcon(flower: Flower, colour: Colour): string {
  const seed = hashOf(`${flower}-${colour}`);
  const { kinds, hues } = mixes(flower, colour, seed);
  const tint = colour === 'mixed' || colour === 'white' ? '#fdeef3' : PAINTS[colour].light;
  const heads = headDefs(kinds, hues, kinds.length);
  const uses =
    kinds.length === 1
      ? `<use href="#${heads.idOf(0)}" transform="translate(60 58) scale(1.05)"/>`
      : [
          [42, 48],
          [78, 50],
          [60, 76],
        ]
          .map(([x, y], i) => `<use href="#${heads.idOf(i)}" transform="translate(${x} ${y}) scale(.55)"/>`)
          .join('');
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 120" width="120" height="120">' +
    `<defs>${LEAF_DEF}${heads.defs}</defs>` +
    `<circle cx="60" cy="60" r="60" fill="${tint}"/>` +
    leaf(40, 96, -50, 0.7, '#7bb06a') +
    leaf(80, 96, 50, 0.7, '#5f9a55') +
    uses +
    '</svg>'
  );
}

const GRADIENTS: [string, string][] = [
  ['#ffd6e0', '#ff9eb5'],
  ['#fde2c4', '#f7a072'],
  ['#e0f2e9', '#8fd3b6'],
  ['#e4e0ff', '#a99cf0'],
  ['#fff3c4', '#ffc65c'],
  ['#d9ecff', '#8ab8f0'],
  ['#fbe3f1', '#d98cc0'],
];

/** Banner flowers: the ones that read well large; baby's breath is only a filler there. */
const BANNER_KINDS = KINDS.filter((k) => k !== 'babysbreath');

function drawBanner(key: string): string {
  const seed = hashOf(`banner:${key}`);
  const rng = mulberry32(seed);
  const [from, to] = GRADIENTS[seed % GRADIENTS.length] as [string, string];
  const kinds = [0, 1].map((i) => BANNER_KINDS[((seed >>> 4) + i * 5) % BANNER_KINDS.length] as Kind);
  const hues = [0, 1].map((i) => HUES[((seed >>> 12) + i * 3) % HUES.length] as Hue);
  const count = 5 + Math.floor(rng() * 3);
  const heads = headDefs(kinds, hues, count);
  let circles = '';
  for (let i = 0; i < 4; i++) {
    circles += `<circle cx="${r0(40 + rng() * 380)}" cy="${r0(rng() * 320)}" r="${r0(30 + rng() * 70)}"/>`;
  }
  // A loose cluster on the right; the left stays calm for the app's text.
  let leaves = '';
  let uses = '';
  const turn = rng() * 360;
  for (let i = 0; i < count; i++) {
    const t = Math.sqrt((i + 0.5) / count);
    const a = ((turn + i * 137.5) * Math.PI) / 180;
    const x = 605 + 115 * t * Math.cos(a);
    const y = 165 + 115 * t * Math.sin(a);
    const out = Math.atan2(y - 165, x - 605);
    leaves += leaf(
      x + Math.cos(out) * 45,
      y + Math.sin(out) * 45,
      (out * 180) / Math.PI + 90,
      1.2 + rng() * 0.4,
      GREENS[i % GREENS.length] as string,
    );
    uses += `<use href="#${heads.idOf(i)}" transform="translate(${r0(x)} ${r0(y)}) rotate(${r0(rng() * 360)}) scale(${r1(1.1 + rng() * 0.4)})"/>`;
  }
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 750 320" width="750" height="320">' +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient>${LEAF_DEF}${heads.defs}</defs>` +
    '<rect width="750" height="320" fill="url(#g)"/>' +
    `<g fill="#fff" opacity=".18">${circles}</g>` +
    leaves +
    uses +
    '</svg>'
  );
}

const AVATAR_COLOURS = ['#f6c1cf', '#f9d58c', '#a8d8c8', '#a9c8f0', '#c9b6ec', '#f5b49a', '#b5d99c'];

function drawAvatar(key: string): string {
  const background =
    key === 'anonymous'
      ? '#c9ccd1'
      : key === 'default'
        ? '#f6c1cf'
        : (AVATAR_COLOURS[hashOf(`avatar:${key}`) % AVATAR_COLOURS.length] as string);
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" width="100" height="100">' +
    '<defs><clipPath id="c"><circle cx="50" cy="50" r="50"/></clipPath></defs>' +
    `<circle cx="50" cy="50" r="50" fill="${background}"/>` +
    '<g clip-path="url(#c)" fill="#fff" opacity=".92"><circle cx="50" cy="40" r="18"/>' +
    '<path d="M14,100C14,74 30,63 50,63C70,63 86,74 86,100Z"/></g></svg>'
  );
}
