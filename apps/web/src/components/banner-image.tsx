/** A banner from /storage, or the given default artwork when there is none or it fails to load. */
import { useState } from 'react';
import { preload } from 'react-dom';
import { storageUrl } from '../lib/storage-url';

export function BannerImage({
  path,
  fallback,
  alt = '',
  className,
  loading = 'lazy',
  fetchPriority,
}: {
  path: string | null | undefined;
  fallback: string;
  alt?: string;
  className?: string;
  loading?: 'lazy' | 'eager';
  /** 'high' for the page's largest first image (its LCP element). */
  fetchPriority?: 'high' | 'low' | 'auto';
}) {
  const source = storageUrl(path);
  const [failed, setFailed] = useState<string | null>(null);
  const src = source && failed !== source ? source : fallback;
  // A <link rel=preload> in the head (React dedupes it): the browser fetches the LCP image before layout.
  if (fetchPriority === 'high') preload(src, { as: 'image', fetchPriority: 'high' });
  return (
    <img
      src={src}
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
