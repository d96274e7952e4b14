/**
 * The API key a request acts with (decision 0059), reachable from where the audit log is written without every
 * console service taking it as a parameter: the guard enters it for the rest of the request.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface ActingApiKey {
  id: number;
  name: string;
}

const acting = new AsyncLocalStorage<ActingApiKey>();

/** Runs `next` (the rest of the request) as done by `key`. */
export function actWithApiKey(key: ActingApiKey, next: () => void): void {
  acting.run(key, next);
}

/** The key the current request acts with; undefined for a signed-in admin. */
export function actingApiKey(): ActingApiKey | undefined {
  return acting.getStore();
}

/** How an audit entry or a log names a key: `api-key:<id> (<name>)`. */
export function apiKeyActorName(key: ActingApiKey): string {
  return `api-key:${key.id} (${key.name})`;
}
