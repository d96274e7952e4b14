/** A console list's page and filters, kept in the URL so a reload, a shared link and Back keep them. */
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export function useListParams<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;

  /** Changes filters (back to page 1) or the page. */
  const update = useCallback(
    (changes: Partial<Record<K | 'page', string | number>>) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value === '' || value === undefined || (key === 'page' && value === 1)) next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      });
    },
    [setParams],
  );

  return { page, values, update };
}
