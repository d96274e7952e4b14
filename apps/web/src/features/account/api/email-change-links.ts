/** POST /api/confirm-email-change and /api/undo-email-change: the two links of an e-mail change (no session). */
import { useMutation } from '@tanstack/react-query';
import type { EmailChangeTokenBody } from '@arena/shared/profile';
import { apiRequest } from '../../../lib/api-client';

export type EmailChangeLink = 'confirm' | 'undo';

const PATHS: Record<EmailChangeLink, string> = {
  confirm: '/api/confirm-email-change',
  undo: '/api/undo-email-change',
};

export function followEmailChangeLink(link: EmailChangeLink, body: EmailChangeTokenBody) {
  return apiRequest<{ data: { email: string } }>(PATHS[link], { method: 'POST', body, auth: false });
}

export function useFollowEmailChangeLink(link: EmailChangeLink) {
  return useMutation({
    mutationFn: (body: EmailChangeTokenBody) => followEmailChangeLink(link, body),
    // The page shows the refusal itself, under its button.
    meta: { silentError: true },
  });
}
