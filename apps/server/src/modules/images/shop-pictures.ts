import crypto from 'node:crypto';
import { BoundedCache } from '../../platform/bounded-cache';
import { renderPicture } from './pictures';

/** Drawings kept rendered; past this the least used is dropped, so odd paths cannot grow memory. */
const DRAWINGS_KEPT = 2000;
/** Content hashes kept (a few dozen bytes each): every goods' picture of a large catalogue, drawn once. */
const HASHES_KEPT = 50_000;
/** The content hash in a picture's address: `/images/bouquet/rose-red-kraft-1.<hash>.svg`. */
const HASHED = /^(.*)\.([0-9a-f]{12})(\.svg)$/;

/** A picture's address split into its stored path and the hash it names (null: an address without one). */
export function pictureAddressParts(address: string): { path: string; hash: string | null } {
  const match = HASHED.exec(address);
  return match ? { path: `${match[1]}${match[3]}`, hash: match[2] ?? null } : { path: address, hash: null };
}

export interface ShopPicture {
  svg: string;
  hash: string;
}

/**
 * The demo shop's drawn pictures under content-addressed URLs (issue 17): the address changes when the drawing does,
 * so a browser may keep each one for a year.
 */
export function shopPictures() {
  const drawings = new BoundedCache<string, ShopPicture>({ maxEntries: DRAWINGS_KEPT });
  const hashes = new BoundedCache<string, string>({ maxEntries: HASHES_KEPT });

  function pictureAt(path: string): ShopPicture | undefined {
    const hit = drawings.get(path);
    if (hit) return hit;
    const svg = renderPicture(path);
    if (svg === undefined) return undefined;
    const picture = { svg, hash: crypto.createHash('sha256').update(svg).digest('hex').slice(0, 12) };
    drawings.set(path, picture);
    hashes.set(path, picture.hash);
    return picture;
  }

  return {
    pictureAt,

    /** The address to hand out for a stored picture path; paths that are not drawn pictures are kept as they are. */
    addressOf(path: string): string {
      if (!path.startsWith('/images/')) return path;
      const hash = hashes.get(path) ?? pictureAt(path)?.hash;
      return hash ? path.replace(/\.svg$/, `.${hash}.svg`) : path;
    },
  };
}

export type ShopPictures = ReturnType<typeof shopPictures>;
