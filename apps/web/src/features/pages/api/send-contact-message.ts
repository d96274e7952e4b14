/**
 * POST /api/contactus: the contact form. The server answers 400 with `error` as field-keyed message
 * lists, so this call reports its own failures (spec 001 section 8).
 */
import { useMutation } from '@tanstack/react-query';
import type { ContactInput } from '@arena/shared/contact';
import { apiRequest, isApiError } from '../../../lib/api-client';

export function sendContactMessage(input: ContactInput) {
  return apiRequest('/api/contactus', { method: 'POST', body: input, auth: false });
}

/** Every message of a failed answer, field by field, in the order the server gave them. */
export function contactErrorMessages(error: unknown): { byField: Record<string, string[]>; all: string[] } {
  const byField: Record<string, string[]> = {};
  const all: string[] = [];
  const raw = isApiError(error) ? (error.body as { error?: unknown } | null)?.error : undefined;
  if (Array.isArray(raw)) {
    for (const message of raw) if (typeof message === 'string' && message) all.push(message);
  } else if (raw && typeof raw === 'object') {
    for (const [field, messages] of Object.entries(raw as Record<string, unknown>)) {
      const list = (Array.isArray(messages) ? messages : [messages]).filter(
        (message): message is string => typeof message === 'string' && message.length > 0,
      );
      if (list.length === 0) continue;
      byField[field] = list;
      all.push(...list);
    }
  }
  return { byField, all };
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage, meta: { silentError: true } });
}
