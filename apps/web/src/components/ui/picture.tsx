import { pictureSrcSet } from '@ffe/shared/domain/picture-widths';
import type { ImgHTMLAttributes } from 'react';

type PictureProps = ImgHTMLAttributes<HTMLImageElement> & { src: string; sizes: string };

/**
 * An `<img>` that offers an uploaded picture's three WebP widths (`srcset`), so a phone loads the 375 or 750 one and a
 * wide screen the 1080; any other picture (the demo SVGs) loads as it is.
 */
export function Picture({ src, sizes, alt = '', ...props }: PictureProps) {
  const srcSet = pictureSrcSet(src);
  return <img src={src} alt={alt} {...(srcSet ? { srcSet, sizes } : {})} {...props} />;
}
