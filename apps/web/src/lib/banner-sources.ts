/**
 * The addresses a stored banner is offered at (decision 0025): the server's narrower copies (`?w=480`,
 * `?w=720`) and the upload itself, for `srcset`, and the one preload that matches what the `<img>` will pick.
 */
import { preload } from 'react-dom';
import { IMAGE_VARIANT_WIDTHS } from '@arena/shared/constants';

/** The tournament page's hero: about 560 CSS pixels beside the text on a wide screen, the container below. */
export const HERO_BANNER_SIZES = '(min-width: 992px) 560px, calc(100vw - 1.5rem)';

/** Only banners in /storage have copies; the default artwork and other addresses have none. */
export const variantSrcSet = (src: string): string | undefined =>
  src.startsWith('/storage/')
    ? [...IMAGE_VARIANT_WIDTHS.map((w) => `${src}?w=${w} ${w}w`), `${src} 960w`].join(', ')
    : undefined;

/** A <link rel=preload> in the head (React dedupes it), so the browser fetches the LCP image before layout. */
export function preloadBanner(src: string, sizes: string): void {
  const srcSet = variantSrcSet(src);
  preload(src, {
    as: 'image',
    fetchPriority: 'high',
    ...(srcSet ? { imageSrcSet: srcSet, imageSizes: sizes } : {}),
  });
}
