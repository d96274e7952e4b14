/**
 * The detail page's action by tournament_state (spec 000 section 2): pending shows Leave Tournament
 * when the viewer takes part, otherwise Enroll now; underway 'Tournament Started' (inert); any other
 * state 'Tournament Ended' when logged in or 'N/A' when logged out. A full pending tournament offers its
 * waitlist instead of Enroll now, and a waiting captain can leave it (decision 0023). Only the captain takes
 * an entered team out: a team-mate sees the team is entered, not a Leave that would be refused (0028).
 */
import type { Tournament } from '@arena/shared/catalogue';
import type { ViewerEntry } from '@arena/shared/enrolment';
import '../tournaments.css';
import './tournament-action.css';
import { useTournamentsT } from '../i18n';

export function TournamentAction({
  tournament,
  loggedIn,
  viewerEntry = null,
  onEnroll,
  onLeave,
  onJoinWaitlist = onEnroll,
}: {
  tournament: Pick<Tournament, 'tournament_state' | 'participate'> &
    Partial<Pick<Tournament, 'enrolled_teams' | 'total_teams'>>;
  loggedIn: boolean;
  viewerEntry?: ViewerEntry | null;
  onEnroll: () => void;
  onLeave: () => void;
  onJoinWaitlist?: () => void;
}) {
  const { t } = useTournamentsT();
  if (tournament.tournament_state === 'pending') {
    if (tournament.participate && loggedIn) {
      if (viewerEntry?.status === 'enrolled' && !viewerEntry.is_captain) {
        return (
          <button type="button" className="btn btn-lg tournament-action tournament-action--inert" disabled>
            {t('tournaments.action.teamEnrolled')}
          </button>
        );
      }
      return (
        <button type="button" className="btn btn-outline-danger btn-lg tournament-action" onClick={onLeave}>
          {t('tournaments.action.leave')}
        </button>
      );
    }
    if (loggedIn && viewerEntry?.status === 'waitlisted') {
      return viewerEntry.is_captain ? (
        <button type="button" className="btn btn-outline-danger btn-lg tournament-action" onClick={onLeave}>
          {t('tournaments.action.leaveWaitlist')}
        </button>
      ) : (
        <button type="button" className="btn btn-lg tournament-action tournament-action--inert" disabled>
          {t('tournaments.action.onWaitlist')}
        </button>
      );
    }
    const full =
      tournament.enrolled_teams !== undefined &&
      tournament.total_teams !== undefined &&
      tournament.enrolled_teams >= tournament.total_teams;
    return full ? (
      <button type="button" className="btn btn-accent btn-lg tournament-action" onClick={onJoinWaitlist}>
        {t('tournaments.action.joinWaitlist')}
      </button>
    ) : (
      <button type="button" className="btn btn-accent btn-lg tournament-action" onClick={onEnroll}>
        {t('tournaments.action.enroll')}
      </button>
    );
  }
  const label =
    tournament.tournament_state === 'underway'
      ? t('tournaments.action.started')
      : loggedIn
        ? t('tournaments.action.ended')
        : t('tournaments.action.na');
  return (
    <button
      type="button"
      className={`btn btn-lg tournament-action tournament-action--inert tournament-action--${tournament.tournament_state}`}
      disabled
    >
      {tournament.tournament_state === 'underway' && <span className="live-dot" aria-hidden="true" />}
      {label}
    </button>
  );
}
