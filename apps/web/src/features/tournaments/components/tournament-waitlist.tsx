/** The teams waiting for a place in a full tournament, in queue order (decision 0023). */
import type { WaitlistedTeam } from '@arena/shared/enrolment';
import { useTournamentsT } from '../i18n';
import '../match-day.css';

export function TournamentWaitlist({ teams, checkIn }: { teams: WaitlistedTeam[]; checkIn: boolean }) {
  const { t } = useTournamentsT();
  if (teams.length === 0) return null;
  return (
    <section className="tournament-waitlist" aria-labelledby="waitlist-title">
      <h2 id="waitlist-title" className="tournament-waitlist__title">
        {t('tournaments.waitlist.title')}
      </h2>
      <p className="tournament-waitlist__hint">
        {t(checkIn ? 'tournaments.waitlist.hintCheckIn' : 'tournaments.waitlist.hint')}
      </p>
      <ol className="tournament-waitlist__list">
        {teams.map((team) => (
          <li key={team.team_id} className="tournament-waitlist__item">
            <span className="tournament-waitlist__team">{team.team_name}</span>
            <span className="tournament-waitlist__captain">
              {t('tournaments.waitlist.captain', { name: team.captain_name })}
            </span>
            {checkIn && team.checked_in && (
              <span className="badge text-bg-success">{t('tournaments.checkedIn')}</span>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
