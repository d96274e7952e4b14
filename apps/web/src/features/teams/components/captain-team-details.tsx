/**
 * A team as its captain sees it (panel 6): Team Name, Total Players, Edit Team, the invite link and the
 * Players Lobby with pending requests, accept, reject and remove. A locked team disables what it blocks.
 */
import { useState } from 'react';
import type { TeamPlayer } from '@arena/shared/catalogue';
import type { Team } from '@arena/shared/teams';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LockIcon } from '../../../components/lock-icon';
import { showSuccess } from '../../../lib/toast';
import { useAcceptPlayer } from '../api/accept-player';
import { useTeamPlayers } from '../api/get-team-players';
import { useRejectPlayer } from '../api/reject-player';
import { useRemovePlayer } from '../api/remove-player';
import { InviteLinkField } from './invite-link-field';
import { PendingRequestDialog } from './pending-request-dialog';
import { PlayersTable } from './players-table';
import { isLocked } from './team-card';
import { TeamDetailsFrame } from './team-details-frame';
import { EditTeamDialog } from './team-form-dialog';
import { MEMBER } from '@arena/shared/teams';
import '../teams.css';
import './captain-team-details.css';
import { useTeamsT } from '../i18n';

/**
 * The players waiting for an answer, as their own list above the roster (decision 0032): in the Players Lobby's
 * table they sat in the Status column, off screen behind a sideways scroll at 1280 px. Each opens the spec's
 * Pending Request dialog, as the table's Pending button does.
 */
function JoinRequests({
  players,
  onOpen,
}: {
  players: readonly TeamPlayer[];
  onOpen: (player: TeamPlayer) => void;
}) {
  const waiting = players.filter((p) => p.is_accepted === MEMBER.pending);
  const { t } = useTeamsT();
  if (waiting.length === 0) return null;
  return (
    <section className="join-requests" aria-labelledby="join-requests-title">
      <h3 id="join-requests-title" className="join-requests__title">
        {t('teams.lobby.joinRequests', { count: waiting.length })}
      </h3>
      <ul className="list-unstyled join-requests__list">
        {waiting.map((player) => (
          <li key={player.id} className="join-requests__item">
            <span className="join-requests__name">{player.name}</span>
            <button
              type="button"
              className="btn btn-sm status-badge status-badge--pending"
              onClick={() => onOpen(player)}
              aria-haspopup="dialog"
              aria-label={t('teams.lobby.answerRequest', { name: player.name })}
            >
              {t('teams.lobby.pending')}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function CaptainTeamDetails({ team: listed, onBack }: { team: Team; onBack: () => void }) {
  const players = useTeamPlayers(listed.id);
  const team = players.data?.team ?? listed;
  const locked = isLocked(team);
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState<TeamPlayer | null>(null);
  const [removing, setRemoving] = useState<TeamPlayer | null>(null);
  const accept = useAcceptPlayer();
  const reject = useRejectPlayer();
  const remove = useRemovePlayer();
  const { t } = useTeamsT();

  const answer = async (kind: 'accept' | 'reject', player: TeamPlayer) => {
    const mutation = kind === 'accept' ? accept : reject;
    try {
      const result = await mutation.mutateAsync({ team_id: team.id, player_id: player.id });
      showSuccess(result.message);
      setPending(null);
    } catch {
      // The query client shows error[0] (e.g. 'This team is already full.').
    }
  };

  const removePlayer = async () => {
    if (!removing) return;
    try {
      const result = await remove.mutateAsync({ team_id: team.id, player_id: removing.id });
      showSuccess(result.message);
      setRemoving(null);
    } catch {
      // The query client shows error[0].
    }
  };

  return (
    <TeamDetailsFrame
      team={team}
      onBack={onBack}
      action={
        <button type="button" className="btn btn-primary" onClick={() => setEditing(true)} disabled={locked}>
          {locked && <LockIcon className="me-2" />}
          {t('teams.lobby.editTeam')}
        </button>
      }
      players={players.data?.players}
      playersLoading={players.isPending}
      playersFailed={players.isError}
      beforePlayers={
        <>
          <InviteLinkField teamId={team.id} locked={locked} />
          <JoinRequests players={players.data?.players ?? []} onOpen={(player) => setPending(player)} />
        </>
      }
      table={(list) => (
        <PlayersTable
          caption={t('teams.lobby.caption', { team: team.team_name })}
          players={list}
          status={(player) =>
            player.is_accepted === MEMBER.accepted ? (
              <span
                className={`status-badge status-badge--accepted${locked ? ' is-locked' : ''}`}
                aria-disabled={locked || undefined}
              >
                {locked && <LockIcon size={12} />}
                {t('teams.lobby.accepted')}
              </span>
            ) : (
              <button
                type="button"
                className="btn btn-sm status-badge status-badge--pending"
                onClick={() => setPending(player)}
                aria-haspopup="dialog"
              >
                {t('teams.lobby.pending')}
              </button>
            )
          }
          action={(player) => (
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={() => setRemoving(player)}
              disabled={locked}
              aria-label={t('teams.lobby.removeName', { name: player.name })}
            >
              {locked && <LockIcon size={12} className="me-1" />}
              {t('teams.lobby.remove')}
            </button>
          )}
        />
      )}
    >
      <EditTeamDialog team={team} show={editing} onClose={() => setEditing(false)} />
      <PendingRequestDialog
        player={pending}
        teamName={team.team_name}
        locked={locked}
        busy={accept.isPending ? 'accept' : reject.isPending ? 'reject' : null}
        onAccept={(player) => void answer('accept', player)}
        onReject={(player) => void answer('reject', player)}
        onClose={() => setPending(null)}
      />
      <ConfirmDialog
        show={removing !== null}
        title={t('teams.lobby.removeTitle')}
        confirmLabel={t('teams.lobby.removePlayer')}
        busy={remove.isPending}
        onConfirm={() => void removePlayer()}
        onCancel={() => setRemoving(null)}
      >
        {t('teams.lobby.irreversible')}
      </ConfirmDialog>
    </TeamDetailsFrame>
  );
}
