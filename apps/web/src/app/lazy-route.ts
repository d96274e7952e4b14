/** Route modules load on demand; a chunk that fails or takes over 120000 ms gives 'Loading chunk failed'. */
import type { ComponentType } from 'react';
import { CHUNK_LOAD_TIMEOUT_MS } from '@arena/shared/constants';

export const CHUNK_LOAD_FAILED = 'Loading chunk failed';

export function loadChunk<T>(load: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(CHUNK_LOAD_FAILED)), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      () => {
        clearTimeout(timer);
        reject(new Error(CHUNK_LOAD_FAILED));
      },
    );
  });
}

/** A react-router `lazy` function for a module's named component export. */
export function lazyRoute<M, K extends keyof M>(load: () => Promise<M>, exportName: K) {
  return async () => {
    const module = await loadChunk(load);
    return { Component: module[exportName] as unknown as ComponentType };
  };
}
