/**
 * Uploaded pictures (console photos) are stored as WebP at three widths under names that differ only by width:
 * `<folder>/p-<hash>-<width>.webp`. The URL a record keeps is the 750 one; the others are that URL with its width
 * swapped. Every width exists even for a small original (never upscaled: the file is then the original's width).
 * Any other URL (the demo SVG pictures, members' uploads) has no widths and is used as it is.
 */
export const PICTURE_WIDTHS = [375, 750, 1080] as const;
export type PictureWidth = (typeof PICTURE_WIDTHS)[number];

/** The width a record keeps: sharp enough for a phone's full-width goods picture at 2×. */
export const STORED_PICTURE_WIDTH: PictureWidth = 750;

const WIDTH_SUFFIX = /-(375|750|1080)\.webp$/;

/** Whether a URL is an uploaded picture with three widths. */
export const hasPictureWidths = (url: string): boolean => /\/p-[0-9a-f]{32}-(375|750|1080)\.webp$/.test(url);

/** The URL of an uploaded picture at `width`; any other URL as it is. */
export function pictureAtWidth(url: string, width: PictureWidth): string {
  return hasPictureWidths(url) ? url.replace(WIDTH_SUFFIX, `-${width}.webp`) : url;
}

/** The `srcset` of an uploaded picture (`… 375w, … 750w, … 1080w`); undefined for any other URL. */
export function pictureSrcSet(url: string): string | undefined {
  if (!hasPictureWidths(url)) return undefined;
  return PICTURE_WIDTHS.map((w) => `${pictureAtWidth(url, w)} ${w}w`).join(', ');
}
