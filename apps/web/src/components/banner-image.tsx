/**
 * A banner from /storage, or the given default artwork when there is none or it fails to load. A stored banner
 * offers the server's narrower copies (`?w=480`, `?w=720`; decision 0025), so a phone loads what it shows.
 */
import { useState } from 'react';
import { preloadBanner, variantSrcSet } from '../lib/banner-sources';
import { storageUrl } from '../lib/storage-url';

export function BannerImage({
  path,
  fallback,
  alt = '',
  className,
  loading = 'lazy',
  fetchPriority,
  sizes = '(max-width: 600px) calc(100vw - 1.5rem), 960px',
}: {
  path: string | null | undefined;
  fallback: string;
  alt?: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** 'high' for the page's largest first image (its LCP element). */
  fetchPriority?: 'high' | 'low' | 'auto';
  /** How wide the image is shown, for the browser's choice among the copies. */
  sizes?: string;
}) {
  const source = storageUrl(path);
  const [failed, setFailed] = useState<string | null>(null);
  const src = source && failed !== source ? source : fallback;
  const srcSet = src === source ? variantSrcSet(src) : undefined;
  if (fetchPriority === 'high') preloadBanner(src, sizes);
  return (
    <img
      src={src}
      {...(srcSet ? { srcSet, sizes } : {})}
      alt={alt}
      width={960}
      height={540}
      loading={loading}
      {...(fetchPriority ? { fetchPriority } : {})}
      decoding="async"
      className={className}
      onError={() => setFailed(source)}
    />
  );
}
