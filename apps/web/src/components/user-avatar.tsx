/** A user's profile picture from /storage, or the default avatar when there is none. */
import { useState } from 'react';
import defaultAvatar from '../assets/default-avatar.svg';
import { storageUrl } from '../lib/storage-url';

export function UserAvatar({
  picture,
  size = 40,
  alt = '',
  className,
}: {
  picture: string | null | undefined;
  size?: number;
  alt?: string;
  className?: string;
}) {
  const source = storageUrl(picture);
  const [failed, setFailed] = useState<string | null>(null);
  const src = source && failed !== source ? source : defaultAvatar;
  return (
    <img
      src={src}
      alt={alt}
      width={size}
      height={size}
      className={`user-avatar ${className ?? ''}`.trim()}
      onError={() => setFailed(source)}
    />
  );
}
