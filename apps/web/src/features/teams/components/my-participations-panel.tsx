/**
 * Panel 7, My Participations (spec 001 section 2): the teams I play in as cards, 4 per page, View
 * Details only, and the member's team details with Exit Team.
 */
import { useEffect, useState } from 'react';
import type { Team } from '@arena/shared/teams';
import { AccountPanel } from '../../../components/account-panel';
import { useParticipateTeams } from '../api/get-participate-teams';
import { useTeamsT } from '../i18n';
import { MemberTeamDetails } from './member-team-details';
import { TeamCard } from './team-card';
import { TeamCardGrid } from './team-card-grid';
import '../teams.css';
import './my-participations-panel.css';

export function MyParticipationsPanel() {
  const teams = useParticipateTeams();
  const { t } = useTeamsT();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<Team | null>(null);
  const [returnFocusTo, setReturnFocusTo] = useState<number | null>(null);

  useEffect(() => {
    if (open || returnFocusTo === null) return;
    document.getElementById(`participation-view-${returnFocusTo}`)?.focus();
    setReturnFocusTo(null);
  }, [open, returnFocusTo]);

  if (open) {
    return (
      <AccountPanel title="My Participations">
        <MemberTeamDetails
          team={open}
          onBack={() => {
            setReturnFocusTo(open.id);
            setOpen(null);
          }}
          onLeft={() => setOpen(null)}
        />
      </AccountPanel>
    );
  }

  return (
    <AccountPanel title="My Participations">
      <TeamCardGrid
        label={t('teams.participations.label')}
        teams={teams.data}
        loading={teams.isPending}
        failed={teams.isError}
        page={page}
        onPageChange={setPage}
        renderCard={(team) => (
          <TeamCard
            team={team}
            meta={
              <p className="team-card__captain">
                {t('teams.participations.captain', { name: team.captain_name })}
              </p>
            }
            actions={
              <button
                type="button"
                id={`participation-view-${team.id}`}
                className="btn btn-accent btn-sm"
                onClick={() => setOpen(team)}
                aria-describedby={`team-card-${team.id}`}
              >
                {t('teams.viewDetails')}
              </button>
            }
          />
        )}
      />
    </AccountPanel>
  );
}
