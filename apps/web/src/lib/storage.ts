/**
 * Browser storage of the session and the account flows (spec 000 section 3), with a tiny change
 * subscription so the top bar and guards re-read the stored user when it changes.
 */
import { STORAGE_KEYS } from '@arena/shared/constants';
import type { User } from '@arena/shared/user';

const CHANGE_EVENT = 'arena:storage-change';

export interface RememberedCredentials {
  email: string;
  password: string;
}

export interface InviteData {
  user_id: number | string;
  team_id: number | string;
  team_slug: string;
  team_token: string;
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage can be full or disabled (private mode); the app keeps working for this page view.
  }
  window.dispatchEvent(new CustomEvent(CHANGE_EVENT, { detail: key }));
}

function readJson<T>(key: string): T | null {
  const raw = read(key);
  if (raw === null) return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

/** Calls `listener` whenever a stored key changes, in this tab or another one. */
export function subscribeToStorage(listener: () => void): () => void {
  window.addEventListener(CHANGE_EVENT, listener);
  window.addEventListener('storage', listener);
  return () => {
    window.removeEventListener(CHANGE_EVENT, listener);
    window.removeEventListener('storage', listener);
  };
}

export function getToken(): string | null {
  return read(STORAGE_KEYS.token);
}

export function readRawUser(): string | null {
  return read(STORAGE_KEYS.user);
}

export function getStoredUser(): User | null {
  return readJson<User>(STORAGE_KEYS.user);
}

/**
 * Where the sign-in guards send the player once this browser's session has ended, when whoever ended it said
 * so (a logout: plain /login; an expired session: back to the page, with the reason). The guards and the one
 * who ended the session then agree, whichever navigates last. Cleared by the next session.
 */
let loginAfterSessionEnd: string | null = null;

export function loginHrefAfterSessionEnd(): string | null {
  return loginAfterSessionEnd;
}

export function storeSession(token: string, user: User): void {
  loginAfterSessionEnd = null;
  write(STORAGE_KEYS.token, token);
  write(STORAGE_KEYS.user, JSON.stringify(user));
}

export function storeUser(user: User): void {
  write(STORAGE_KEYS.user, JSON.stringify(user));
}

export function clearSession(options: { loginHref?: string } = {}): void {
  loginAfterSessionEnd = options.loginHref ?? null;
  write(STORAGE_KEYS.user, null);
  write(STORAGE_KEYS.token, null);
}

export function getRememberedCredentials(): RememberedCredentials | null {
  const stored = readJson<Partial<RememberedCredentials>>(STORAGE_KEYS.rememberedCredentials);
  if (!stored || typeof stored.email !== 'string' || typeof stored.password !== 'string') return null;
  return { email: stored.email, password: stored.password };
}

export function storeRememberedCredentials(credentials: RememberedCredentials | null): void {
  write(STORAGE_KEYS.rememberedCredentials, credentials ? JSON.stringify(credentials) : null);
}

export function getResetEmail(): string | null {
  return read(STORAGE_KEYS.resetEmail);
}

export function storeResetEmail(email: string | null): void {
  write(STORAGE_KEYS.resetEmail, email);
}

export function getInviteData(): InviteData | null {
  return readJson<InviteData>(STORAGE_KEYS.inviteData);
}

export function storeInviteData(invite: InviteData | null): void {
  write(STORAGE_KEYS.inviteData, invite ? JSON.stringify(invite) : null);
}
