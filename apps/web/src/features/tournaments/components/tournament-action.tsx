/**
 * The detail page's action by tournament_state (spec 000 section 2): pending shows Leave Tournament
 * when the viewer takes part, otherwise Enroll now; underway 'Tournament Started' (inert); any other
 * state 'Tournament Ended' when logged in or 'N/A' when logged out.
 */
import type { Tournament } from '@arena/shared/catalogue';

export function TournamentAction({
  tournament,
  loggedIn,
  onEnroll,
  onLeave,
}: {
  tournament: Pick<Tournament, 'tournament_state' | 'participate'>;
  loggedIn: boolean;
  onEnroll: () => void;
  onLeave: () => void;
}) {
  if (tournament.tournament_state === 'pending') {
    return tournament.participate && loggedIn ? (
      <button type="button" className="btn btn-outline-danger btn-lg tournament-action" onClick={onLeave}>
        Leave Tournament
      </button>
    ) : (
      <button type="button" className="btn btn-accent btn-lg tournament-action" onClick={onEnroll}>
        Enroll now
      </button>
    );
  }
  const label =
    tournament.tournament_state === 'underway' ? 'Tournament Started' : loggedIn ? 'Tournament Ended' : 'N/A';
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
