/**
 * The captain's Team Invite Link with Copy, and New link (old links stop working). Hidden while the
 * team is locked: the server gives no link then.
 */
import { useState } from 'react';
import { LockIcon } from '../../../components/lock-icon';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showSuccess } from '../../../lib/toast';
import { useInviteLink, useRegenerateInviteLink } from '../api/get-invite-link';
import { copyLink } from './copy-to-clipboard';
import '../teams.css';
import './invite-link-field.css';

export const NEW_LINK_CREATED = 'A new invite link was created; the previous link no longer works.';

export function InviteLinkField({ teamId, locked }: { teamId: number; locked: boolean }) {
  const link = useInviteLink(teamId, !locked);
  const regenerate = useRegenerateInviteLink(teamId);
  const [confirming, setConfirming] = useState(false);
  const fieldId = `team-invite-link-${teamId}`;

  if (locked) {
    return (
      <div className="invite-link">
        <p className="invite-link__label">Team Invite Link</p>
        <p className="locked-note">
          <LockIcon />
          The invite link is hidden while this team is in a tournament.
        </p>
      </div>
    );
  }

  const renew = async () => {
    try {
      await regenerate.mutateAsync();
      showSuccess(NEW_LINK_CREATED);
      setConfirming(false);
    } catch {
      // The query client shows the server's sentence.
    }
  };

  return (
    <div className="invite-link">
      <label htmlFor={fieldId} className="invite-link__label">
        Team Invite Link
      </label>
      <div className="input-group invite-link__group">
        <input
          id={fieldId}
          className="form-control invite-link__input"
          readOnly
          value={link.data ?? (link.isPending ? 'Loading…' : '')}
          aria-describedby={`${fieldId}-hint`}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button
          type="button"
          className="btn btn-accent"
          disabled={!link.data}
          onClick={() => link.data && void copyLink(link.data)}
        >
          Copy
        </button>
      </div>
      <div id={`${fieldId}-hint`} className="form-text invite-link__hint">
        Players who open this link ask to join; you accept or reject them below.{' '}
        <button
          type="button"
          className="btn btn-link p-0 align-baseline invite-link__renew"
          onClick={() => setConfirming(true)}
          disabled={!link.data}
        >
          New link
        </button>
      </div>
      <ConfirmDialog
        show={confirming}
        title="Create a new invite link?"
        confirmLabel="New link"
        variant="primary"
        busy={regenerate.isPending}
        onConfirm={() => void renew()}
        onCancel={() => setConfirming(false)}
      >
        The current link stops working at once. Players who have not used it yet will need the new one.
      </ConfirmDialog>
    </div>
  );
}
