/**
 * Toasts of the error catalogue: top-right, closed after 5000 ms (spec 000 section 9). At most two show at
 * once (decision 0032: more covered most of a phone), and a toast about something (a match) replaces the one
 * before it about the same thing, so "waiting for the other captain" never stays under "Result confirmed".
 * react-toastify (about 9.5 kB compressed) loads with the first toast or at the visitor's first press or key, not in
 * the first script every page waits for (decision 0034, "Update"); the app's providers mount its container once it
 * has (useLoadedToastify), and a toast asked for before that waits in react-toastify's own queue.
 */
import { useSyncExternalStore } from 'react';
import type * as ReactToastify from 'react-toastify';
import type { Id, ToastContent, ToastItem } from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '@arena/shared/constants';
import { AGE_AND_COUNTRY_CODES } from '@arena/shared/refusal-codes';
import { errorMessageOf, isApiError } from './api-client';
import { englishMessages, loadedArea } from './i18n/catalogues';
import { shownLanguage } from './i18n/shown-language';
import { profileAgeAndCountryHref } from './routes';
import { navigateTo } from './navigation';

export const TOAST_OPTIONS = { position: 'top-right', autoClose: TOAST_AUTO_CLOSE_MS } as const;

/** How many toasts show at once: a newer one closes the oldest (never queued behind it, which would delay news). */
export const TOAST_MAX_SHOWN = 2;
const shown: Id[] = [];
/** The toast now showing for each topic. */
const topicToasts = new Map<string, Id>();
let shownSoFar = 0;

type Toastify = typeof ReactToastify;
type Toast = Toastify['toast'];
let loading: Promise<Toastify> | null = null;
let loaded: Toastify | null = null;
const loadedListeners = new Set<() => void>();

/** Keeps at most TOAST_MAX_SHOWN toasts on screen, whoever shows them; once, when react-toastify has loaded. */
function limitShownToasts(toast: Toast): void {
  toast.onChange((item: ToastItem) => {
    const at = shown.indexOf(item.id);
    if (item.status === 'removed') {
      if (at >= 0) shown.splice(at, 1);
      for (const [topic, id] of topicToasts) if (id === item.id) topicToasts.delete(topic);
      return;
    }
    if (item.status !== 'added' || at >= 0) return;
    shown.push(item.id);
    while (shown.length > TOAST_MAX_SHOWN) toast.dismiss(shown.shift());
  });
}

/**
 * react-toastify, loaded once, with the limit on shown toasts in place before its first toast. A failed load (the
 * network gone) is tried again by the next toast.
 */
export function loadToastify(): Promise<Toastify> {
  loading ??= import('react-toastify').then(
    (module) => {
      limitShownToasts(module.toast);
      loaded = module;
      for (const listener of loadedListeners) listener();
      return module;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** react-toastify once a toast has loaded it (null until then): the providers mount its container then. */
export function useLoadedToastify(): Toastify | null {
  return useSyncExternalStore(
    (listener) => {
      loadedListeners.add(listener);
      return () => loadedListeners.delete(listener);
    },
    () => loaded,
    () => null,
  );
}

/** Shows a toast once react-toastify is here; calls keep their order (one promise, resolved once). */
function withToast(show: (toast: Toast) => void): void {
  loadToastify().then(
    ({ toast }) => show(toast),
    () => undefined,
  );
}

/** The key of toasts about one match: a newer one replaces an older one. */
export const matchToastTopic = (matchId: number) => `match-${matchId}`;

export interface ToastAction {
  label: string;
  /** An app route, e.g. '/viewtournament?id=3'. */
  to: string;
}

/** A toast's text with a way to where it leads. */
export function toastWithAction(message: string, action: ToastAction): ToastContent {
  return (
    <div>
      <span>{message}</span>{' '}
      <button
        type="button"
        className="btn btn-link btn-sm p-0 align-baseline notification-toast__link"
        onClick={() => navigateTo(action.to)}
      >
        {action.label}
      </button>
    </div>
  );
}

/**
 * Shows `content`; with a topic, in place of what the last toast of that topic said instead of stacking.
 * Each showing has an id of its own: a toast keeps its id while it slides out, and react-toastify silently
 * drops a new toast under an id still sliding out (a report's "Your result has been recorded" was lost when
 * it came as the toast before it about the match timed out).
 */
export function showTopicToast(
  content: ToastContent,
  type: 'success' | 'info',
  topic: string | undefined,
): void {
  if (!topic) {
    withToast((toast) => toast[type](content));
    return;
  }
  const before = topicToasts.get(topic);
  shownSoFar += 1;
  const toastId = `${topic}#${shownSoFar}`;
  topicToasts.set(topic, toastId);
  withToast((toast) => {
    if (before !== undefined) toast.dismiss(before);
    toast[type](content, { toastId });
  });
}

export function showSuccess(
  message: string | null | undefined,
  options: { topic?: string; action?: ToastAction } = {},
): void {
  if (!message) return;
  showTopicToast(
    options.action ? toastWithAction(message, options.action) : message,
    'success',
    options.topic,
  );
}

export function showError(message: string): void {
  withToast((toast) => toast.error(message));
}

/** The same message shown again (e.g. by two failing calls at once) replaces, never stacks. */
export function showInfo(message: string): void {
  showTopicToast(message, 'info', `info:${message}`);
}

/**
 * The words of the link to the profile form in the shown language. A toast is shown outside React: the global
 * `common` area is here for the shown language before the page shows it (English until then).
 */
function addAgeAndCountryLabel(): string {
  const id = 'common.ageAndCountry.addInProfile';
  return loadedArea(shownLanguage(), 'common')?.[id] ?? englishMessages[id] ?? 'Add them in My Profile';
}

/** Shows the catalogue's sentence for a failed call (400 first error, otherwise the message). */
export function showApiError(error: unknown): void {
  // A paid action refused for a missing date of birth and country leads to the form that asks them.
  if (isApiError(error) && error.body?.code === AGE_AND_COUNTRY_CODES.required) {
    const content = toastWithAction(errorMessageOf(error), {
      label: addAgeAndCountryLabel(),
      to: profileAgeAndCountryHref,
    });
    withToast((toast) => toast.error(content));
    return;
  }
  const message = errorMessageOf(error);
  withToast((toast) => toast.error(message));
}
