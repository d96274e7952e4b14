/**
 * 'Tournament Enrollment' (spec 000 section 2): pick one of your teams and confirm with Yes; No closes.
 * With no teams it says so and offers no confirm buttons. The page wires the calls.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { ACCOUNT_MENU } from '@arena/shared/constants';
import type { Team } from '@arena/shared/teams';
import { routes, type AccountNavigationState } from '../lib/routes';
import { AppDialog } from './app-dialog';
import { EmptyState } from './empty-state';
import { ENROLMENT_TITLE, NO_TEAMS, SELECT_A_TEAM } from './enrolment-texts';
import { FieldError } from './form-field';
import { teamSizeLabel } from './tournament-format';

const teamManagement: AccountNavigationState = { menu: ACCOUNT_MENU.teamManagement };

export function EnrolmentDialog({
  show,
  teams,
  loading,
  loadError,
  teamSize,
  busy,
  onConfirm,
  onCancel,
}: {
  show: boolean;
  teams: Team[] | undefined;
  loading: boolean;
  loadError?: string | null;
  /** The tournament's team size, when known: teams of that size come first and are preselected. */
  teamSize?: number;
  busy: boolean;
  onConfirm: (team: Team) => void;
  onCancel: () => void;
}) {
  const [picked, setPicked] = useState<number | null>(null);
  const [error, setError] = useState<string | undefined>();
  const list = teams ?? [];
  const suggested = list.find((team) => team.total_players === teamSize && team.status !== 'lock');
  const selectedId = picked ?? suggested?.id ?? null;
  const hasTeams = !loading && !loadError && list.length > 0;

  const close = () => {
    setPicked(null);
    setError(undefined);
    onCancel();
  };

  const confirm = () => {
    const team = list.find((candidate) => candidate.id === selectedId);
    if (!team) {
      setError(SELECT_A_TEAM);
      return;
    }
    onConfirm(team);
  };

  let body;
  if (loading) {
    body = (
      <div className="py-4 text-center" role="status">
        <span className="spinner-border text-info" aria-hidden="true" />
        <span className="visually-hidden">Loading your teams…</span>
      </div>
    );
  } else if (loadError) {
    body = <EmptyState>{loadError}</EmptyState>;
  } else if (list.length === 0) {
    body = (
      <EmptyState
        action={
          <Link to={routes.myProfile.href()} state={teamManagement} className="btn btn-outline-light mt-3">
            Go to Team Management
          </Link>
        }
      >
        {NO_TEAMS}
      </EmptyState>
    );
  } else {
    body = (
      <fieldset className="team-picker" aria-describedby={error ? 'enrolment-team-error' : undefined}>
        <legend className="form-label">Which team do you want to enrol?</legend>
        {teamSize !== undefined && (
          <p className="team-picker__hint">This tournament is for {teamSizeLabel(teamSize)} teams.</p>
        )}
        <ul className="list-unstyled team-picker__list">
          {list.map((team) => {
            const id = `enrolment-team-${team.id}`;
            return (
              <li key={team.id}>
                <input
                  type="radio"
                  className="btn-check"
                  name="enrolment-team"
                  id={id}
                  value={team.id}
                  checked={selectedId === team.id}
                  onChange={() => {
                    setPicked(team.id);
                    setError(undefined);
                  }}
                />
                <label htmlFor={id} className="team-picker__option">
                  <span className="team-picker__name">{team.team_name}</span>
                  <span className="team-picker__facts">
                    {teamSizeLabel(team.total_players)} · {team.accepted_players}/{team.total_players} players
                    {team.status === 'lock' && ' · Locked'}
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
        <FieldError id="enrolment-team" message={error} />
      </fieldset>
    );
  }

  return (
    <AppDialog
      show={show}
      title={ENROLMENT_TITLE}
      onHide={close}
      busy={busy}
      footer={
        hasTeams ? (
          <>
            <button type="button" className="btn btn-outline-light" onClick={close} disabled={busy}>
              No
            </button>
            <button
              type="button"
              className="btn btn-primary"
              onClick={confirm}
              disabled={busy}
              aria-busy={busy || undefined}
            >
              {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
              Yes
            </button>
          </>
        ) : undefined
      }
    >
      {body}
    </AppDialog>
  );
}
