/**
 * Panel 6, Team Management (spec 001 section 2): the teams I captain as cards, 4 per page, Create Team,
 * View Details and Delete Team (disabled while locked), and the captain's team details.
 */
import { useEffect, useState } from 'react';
import type { Team } from '@arena/shared/teams';
import { AccountPanel } from '../../../components/account-panel';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LockIcon } from '../../../components/lock-icon';
import { showSuccess } from '../../../lib/toast';
import { useDeleteTeam } from '../api/delete-team';
import { useMyTeams } from '../../../api/get-my-teams';
import { CaptainTeamDetails } from './captain-team-details';
import { isLocked, TeamCard } from './team-card';
import { TeamCardGrid } from './team-card-grid';
import { CreateTeamDialog } from './team-form-dialog';
import '../teams.css';
import { useTeamsT } from '../i18n';

export function TeamManagementPanel() {
  const { t } = useTeamsT();
  const teams = useMyTeams();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Team | null>(null);
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Team | null>(null);
  const [returnFocusTo, setReturnFocusTo] = useState<number | null>(null);
  const deleteMutation = useDeleteTeam();

  // Back from the details: focus the View Details button that opened them.
  useEffect(() => {
    if (open || returnFocusTo === null) return;
    document.getElementById(viewButtonId(returnFocusTo))?.focus();
    setReturnFocusTo(null);
  }, [open, returnFocusTo]);

  const removeTeam = async () => {
    if (!deleting) return;
    try {
      const answer = await deleteMutation.mutateAsync(deleting.id);
      showSuccess(answer.message);
      setDeleting(null);
    } catch {
      // The query client shows error[0].
    }
  };

  if (open) {
    return (
      <AccountPanel title="Team Management">
        <CaptainTeamDetails
          team={open}
          onBack={() => {
            setReturnFocusTo(open.id);
            setOpen(null);
          }}
        />
      </AccountPanel>
    );
  }

  return (
    <AccountPanel
      title="Team Management"
      actions={
        <button type="button" className="btn btn-primary" onClick={() => setCreating(true)}>
          {t('teams.create')}
        </button>
      }
    >
      <TeamCardGrid
        label={t('teams.myTeams')}
        teams={teams.data}
        loading={teams.isPending}
        failed={teams.isError}
        page={page}
        onPageChange={setPage}
        renderCard={(team) => (
          <TeamCard
            team={team}
            actions={
              <>
                <button
                  type="button"
                  id={viewButtonId(team.id)}
                  className="btn btn-accent btn-sm"
                  onClick={() => setOpen(team)}
                  aria-describedby={`team-card-${team.id}`}
                >
                  {t('teams.viewDetails')}
                </button>
                <button
                  type="button"
                  className="btn btn-outline-danger btn-sm"
                  onClick={() => setDeleting(team)}
                  disabled={isLocked(team)}
                  aria-describedby={`team-card-${team.id}`}
                >
                  {isLocked(team) && <LockIcon size={12} className="me-1" />}
                  {t('teams.delete')}
                </button>
              </>
            }
          />
        )}
      />
      <CreateTeamDialog show={creating} onClose={() => setCreating(false)} />
      <ConfirmDialog
        show={deleting !== null}
        title={t('teams.deleteTitle')}
        confirmLabel={t('teams.delete')}
        busy={deleteMutation.isPending}
        onConfirm={() => void removeTeam()}
        onCancel={() => setDeleting(null)}
      >
        {t('teams.deleteText')}
      </ConfirmDialog>
    </AccountPanel>
  );
}

function viewButtonId(teamId: number): string {
  return `team-view-${teamId}`;
}
