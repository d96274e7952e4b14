/** React hooks over the stored session: re-render when the stored user or token changes. */
import { useSyncExternalStore } from 'react';
import type { User } from '@arena/shared/user';
import { getToken, readRawUser, subscribeToStorage } from './storage';

let cachedRaw: string | null = null;
let cachedUser: User | null = null;

function userSnapshot(): User | null {
  const raw = readRawUser();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    try {
      cachedUser = raw === null ? null : (JSON.parse(raw) as User);
    } catch {
      cachedUser = null;
    }
  }
  return cachedUser;
}

/** The stored user (logged in on home, lists and the top bar), or null. */
export function useStoredUser(): User | null {
  return useSyncExternalStore(subscribeToStorage, userSnapshot, () => null);
}

/** The stored token (logged in on the sign-in pages), or null. */
export function useStoredToken(): string | null {
  return useSyncExternalStore(subscribeToStorage, getToken, () => null);
}
