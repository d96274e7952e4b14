/** 'Pending Request': a player asks to join; the captain answers ACCEPT or REJECT (spec 001 section 2). */
import { useState } from 'react';
import type { TeamPlayer } from '@arena/shared/catalogue';
import { AppDialog } from '../../../components/app-dialog';
import { LockIcon } from '../../../components/lock-icon';
import '../teams.css';
import { useTeamsT } from '../i18n';

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
  const { t, tRich } = useTeamsT();
  return (
    <AppDialog
      show={player !== null}
      title={t('teams.request.title')}
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
              {t('teams.request.reject')}
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
              {t('teams.request.accept')}
            </button>
          </>
        )
      }
    >
      <p className="mb-1">{t('teams.request.text')}</p>
      {shown && (
        <p className="text-body-secondary mb-0">
          {tRich('teams.request.asks', {
            name: shown.name,
            team: teamName,
            b: (chunks) => <strong className="text-white">{chunks}</strong>,
          })}
        </p>
      )}
      {locked && (
        <p className="locked-note mt-3 mb-0">
          <LockIcon />
          {t('teams.request.locked')}
        </p>
      )}
    </AppDialog>
  );
}
