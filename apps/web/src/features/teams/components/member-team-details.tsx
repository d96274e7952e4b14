/** A team as one of its players sees it (panel 7): Team Name, Total Players, Exit Team, the players. */
import { useState } from 'react';
import type { Team } from '@arena/shared/teams';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LockIcon } from '../../../components/lock-icon';
import { showSuccess } from '../../../lib/toast';
import { useTeamPlayers } from '../api/get-team-players';
import { useLeaveTeam } from '../api/leave-team';
import { PlayersTable } from './players-table';
import { isLocked } from './team-card';
import { TeamDetailsFrame } from './team-details-frame';
import '../teams.css';
import { useTeamsT } from '../i18n';

export function MemberTeamDetails({
  team: listed,
  onBack,
  onLeft,
}: {
  team: Team;
  onBack: () => void;
  onLeft: () => void;
}) {
  const players = useTeamPlayers(listed.id);
  const team = players.data?.team ?? listed;
  const locked = isLocked(team);
  const [leaving, setLeaving] = useState(false);
  const leave = useLeaveTeam();
  const { t } = useTeamsT();

  const exit = async () => {
    try {
      const answer = await leave.mutateAsync(team.id);
      showSuccess(answer.message);
      setLeaving(false);
      onLeft();
    } catch {
      // The query client shows error[0].
    }
  };

  return (
    <TeamDetailsFrame
      team={team}
      onBack={onBack}
      action={
        <button
          type="button"
          className="btn btn-outline-danger"
          onClick={() => setLeaving(true)}
          disabled={locked}
        >
          {locked && <LockIcon className="me-2" />}
          {t('teams.lobby.exitTeam')}
        </button>
      }
      players={players.data?.players}
      playersLoading={players.isPending}
      playersFailed={players.isError}
      table={(list) => (
        <PlayersTable caption={t('teams.lobby.caption', { team: team.team_name })} players={list} />
      )}
    >
      <ConfirmDialog
        show={leaving}
        title={t('teams.lobby.leaveTitle')}
        confirmLabel={t('teams.lobby.exit')}
        busy={leave.isPending}
        onConfirm={() => void exit()}
        onCancel={() => setLeaving(false)}
      />
    </TeamDetailsFrame>
  );
}
