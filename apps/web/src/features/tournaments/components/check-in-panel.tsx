/**
 * Check-in on the tournament page (decision 0023): when it opens, and for the viewer's team whether it is
 * checked in; the captain's Check in button shows while the window is open.
 */
import { useEffect, useState, type ReactNode } from 'react';
import type { Tournament } from '@arena/shared/catalogue';
import type { ViewerEntry } from '@arena/shared/enrolment';
import { isCheckInOpen, useCheckInTeam } from '../../../api/check-in-team';
import { formatDateTime } from '../../../lib/format';
import { showSuccess } from '../../../lib/toast';
import { useTournamentsT } from '../i18n';
import '../match-day.css';

/** Re-renders every 15 s so the button appears when the window opens and goes at the start. */
function useNow(intervalMs = 15_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}

export function CheckInPanel({
  tournament,
  viewerEntry,
}: {
  tournament: Tournament;
  viewerEntry: ViewerEntry | null;
}) {
  const now = useNow();
  const checkIn = useCheckInTeam();
  const { t, tRich } = useTournamentsT();
  if (tournament.check_in_minutes <= 0 || tournament.check_in_opens_at === null) return null;
  if (tournament.tournament_state !== 'pending') return null;
  const open = isCheckInOpen(tournament, now);

  let status: ReactNode = null;
  if (viewerEntry?.checked_in) {
    status = (
      <p className="check-in__status check-in__status--done">
        {t('tournaments.checkIn.done', { team: viewerEntry.team_name })}
      </p>
    );
  } else if (viewerEntry && !viewerEntry.is_captain) {
    status = (
      <p className="check-in__status">
        {t('tournaments.checkIn.captainMust', { team: viewerEntry.team_name })}
      </p>
    );
  } else if (viewerEntry && open) {
    status = (
      <button
        type="button"
        className="btn btn-accent"
        disabled={checkIn.isPending}
        aria-busy={checkIn.isPending}
        onClick={() =>
          checkIn.mutate(
            { tournament_id: tournament.id },
            { onSuccess: (answer) => showSuccess(answer.message) },
          )
        }
      >
        {checkIn.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {t('tournaments.checkIn.button', { team: viewerEntry.team_name })}
      </button>
    );
  } else if (viewerEntry) {
    status = (
      <p className="check-in__status">{t('tournaments.checkIn.notYet', { team: viewerEntry.team_name })}</p>
    );
  }

  return (
    <section className="check-in" aria-labelledby="check-in-title">
      <h2 id="check-in-title" className="check-in__title">
        {t('tournaments.checkIn.title')}
      </h2>
      <p className="check-in__window">
        {open
          ? t('tournaments.checkIn.openNow')
          : tRich('tournaments.checkIn.opens', {
              when: formatDateTime(tournament.check_in_opens_at),
              minutes: tournament.check_in_minutes,
              time: (chunks) => <time dateTime={tournament.check_in_opens_at ?? undefined}>{chunks}</time>,
            })}{' '}
        {t('tournaments.checkIn.rule')}
      </p>
      {status}
    </section>
  );
}
