/** 'Add to calendar': the tournament as an .ics file (lib/calendar.ts), made in the browser and downloaded. */
import type { Tournament } from '@arena/shared/catalogue';
import { calendarFile, calendarFileName } from '../../../lib/calendar';
import { useTournamentsT } from '../i18n';

/** The page's own address, which the event links back to. */
function tournamentUrl(id: number): string {
  const { origin, pathname } = window.location;
  return `${origin}${pathname}#/viewtournament?id=${id}`;
}

export function AddToCalendarButton({ tournament }: { tournament: Tournament }) {
  const { t } = useTournamentsT();
  const download = () => {
    const url = tournamentUrl(tournament.id);
    const file = calendarFile({
      uid: `tournament-${tournament.id}@${window.location.host || 'arena'}`,
      start: tournament.tournament_start_date,
      end: tournament.tournament_end_date,
      summary: `${tournament.tournament_name} (${tournament.game_name})`,
      description: [tournament.description, url].filter(Boolean).join('\n\n'),
      url,
      stamp: new Date(),
    });
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([file], { type: 'text/calendar;charset=utf-8' }));
    link.download = calendarFileName(tournament.tournament_name);
    document.body.append(link);
    link.click();
    link.remove();
    // The download has its own copy by now; the object URL would otherwise live as long as the page.
    setTimeout(() => URL.revokeObjectURL(link.href), 0);
  };
  return (
    <button type="button" className="btn btn-outline-light btn-lg add-to-calendar" onClick={download}>
      {t('tournaments.addToCalendar')}
    </button>
  );
}
