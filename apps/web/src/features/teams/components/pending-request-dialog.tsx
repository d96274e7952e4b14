/** 'Pending Request': a player asks to join; the captain answers ACCEPT or REJECT (spec 001 section 2). */
import { useState } from 'react';
import type { TeamPlayer } from '@arena/shared/catalogue';
import { AppDialog } from '../../../components/app-dialog';
import { LockIcon } from '../../../components/lock-icon';
import '../teams.css';

export const PENDING_REQUEST_TEXT = 'User request to join your team';

export function PendingRequestDialog({
  player,
  teamName,
  locked,
  busy,
  onAccept,
  onReject,
  onClose,
}: {
  player: TeamPlayer | null;
  teamName: string;
  locked: boolean;
  busy: 'accept' | 'reject' | null;
  onAccept: (player: TeamPlayer) => void;
  onReject: (player: TeamPlayer) => void;
  onClose: () => void;
}) {
  // Keep showing the last player while the dialog fades out.
  const [lastPlayer, setLastPlayer] = useState(player);
  if (player && player !== lastPlayer) setLastPlayer(player);
  const shown = player ?? lastPlayer;
  return (
    <AppDialog
      show={player !== null}
      title="Pending Request"
      onHide={onClose}
      busy={busy !== null}
      footer={
        shown && (
          <>
            <button
              type="button"
              className="btn btn-outline-danger"
              onClick={() => onReject(shown)}
              disabled={busy !== null}
              aria-busy={busy === 'reject' || undefined}
            >
              {busy === 'reject' && (
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              )}
              REJECT
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => onAccept(shown)}
              disabled={busy !== null || locked}
              aria-busy={busy === 'accept' || undefined}
            >
              {busy === 'accept' && (
                <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
              )}
              {locked && <LockIcon className="me-1" />}
              ACCEPT
            </button>
          </>
        )
      }
    >
      <p className="mb-1">{PENDING_REQUEST_TEXT}</p>
      {shown && (
        <p className="text-body-secondary mb-0">
          <strong className="text-white">{shown.name}</strong> asks to join {teamName}.
        </p>
      )}
      {locked && (
        <p className="locked-note mt-3 mb-0">
          <LockIcon />
          The team is in a tournament: you can accept players again once it is over.
        </p>
      )}
    </AppDialog>
  );
}
