/**
 * 'Your next match', above a live tournament's tabs for its players: the first match their team still has to
 * play or settle, where it stands, and the way to My matches, where captains report. Its box keeps one size
 * from the first paint (the page knows the viewer plays from the details' `participate`), so nothing moves.
 */
import type { MyMatch } from '@arena/shared/brackets';
import { useMyMatches } from '../api/get-my-matches';
import { matchStatusText, useTournamentsT } from '../i18n';
import { localRoundLabel } from '../../../components/round-label';
import { useRoundLabelT } from '../../../components/round-label-i18n';

/** Matches to act on now come first (ready, awaiting a report, disputed), then those waiting for an opponent. */
export function nextMatchOf(matches: readonly MyMatch[]): MyMatch | undefined {
  const open = matches.filter((m) => m.status !== 'confirmed');
  return open.find((m) => m.status !== 'waiting') ?? open[0];
}

export function NextMatchPanel({
  tournamentId,
  viewerId,
  onShowMyMatches,
}: {
  tournamentId: number;
  viewerId: number;
  onShowMyMatches: () => void;
}) {
  const { t, tRich } = useTournamentsT();
  const { t: sayRound } = useRoundLabelT();
  const matches = useMyMatches(tournamentId, viewerId, { enabled: true, live: true });
  const next = matches.data ? nextMatchOf(matches.data) : undefined;

  let body;
  if (matches.isPending) {
    body = (
      <div className="next-match__loading" role="status">
        <span className="spinner-border spinner-border-sm text-info" aria-hidden="true" />
        <span className="visually-hidden">{t('tournaments.next.loading')}</span>
      </div>
    );
  } else if (!next) {
    body = <p className="next-match__empty mb-0">{t('tournaments.next.none')}</p>;
  } else {
    body = (
      <div className="next-match__body">
        <div className="next-match__facts">
          <p className="next-match__round mb-0">{localRoundLabel(sayRound, next.round_label)}</p>
          <p className="next-match__opponent mb-0">
            {tRich('tournaments.vs', {
              team: () => <strong>{next.opponent_name ?? t('tournaments.toBeDecided')}</strong>,
            })}
          </p>
          <span className={`status-badge match-status match-status--${next.status}`}>
            {matchStatusText(t, next)}
          </span>
        </div>
        <button type="button" className="btn btn-primary next-match__action" onClick={onShowMyMatches}>
          {next.can_report ? t('tournaments.next.report') : t('tournaments.next.see')}
        </button>
      </div>
    );
  }

  return (
    <section className="next-match" aria-labelledby="next-match-title">
      <h2 id="next-match-title" className="next-match__title">
        {t('tournaments.next.title')}
      </h2>
      {body}
    </section>
  );
}
