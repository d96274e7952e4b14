/** Uploaded files (profile pictures, banners) are served under /storage/ on the same origin. */
export function storageUrl(relativePath: string | null | undefined): string | null {
  if (!relativePath) return null;
  if (/^(https?:)?\/\//.test(relativePath) || relativePath.startsWith('data:')) return relativePath;
  return `/storage/${relativePath.replace(/^\/+/, '').replace(/^storage\//, '')}`;
}
