/** A banner from /storage, or the given default artwork when there is none or it fails to load. */
import { useState } from 'react';
import { storageUrl } from '../lib/storage-url';

export function BannerImage({
  path,
  fallback,
  alt = '',
  className,
  loading = 'lazy',
}: {
  path: string | null | undefined;
  fallback: string;
  alt?: string;
  className?: string;
  loading?: 'lazy' | 'eager';
}) {
  const source = storageUrl(path);
  const [failed, setFailed] = useState<string | null>(null);
  const src = source && failed !== source ? source : fallback;
  return (
    <img
      src={src}
      alt={alt}
      width={960}
      height={540}
      loading={loading}
      decoding="async"
      className={className}
      onError={() => setFailed(source)}
    />
  );
}
