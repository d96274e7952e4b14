/** The teams waiting for a place in a full tournament, in queue order (decision 0023). */
import type { WaitlistedTeam } from '@arena/shared/enrolment';
import '../match-day.css';

export function TournamentWaitlist({ teams, checkIn }: { teams: WaitlistedTeam[]; checkIn: boolean }) {
  if (teams.length === 0) return null;
  return (
    <section className="tournament-waitlist" aria-labelledby="waitlist-title">
      <h2 id="waitlist-title" className="tournament-waitlist__title">
        Waitlist
      </h2>
      <p className="tournament-waitlist__hint">
        When a place frees, the first team in line that can enter takes it and pays the entry fee then
        {checkIn ? '; once check-in has opened, only checked-in teams can take a place' : ''}.
      </p>
      <ol className="tournament-waitlist__list">
        {teams.map((team) => (
          <li key={team.team_id} className="tournament-waitlist__item">
            <span className="tournament-waitlist__team">{team.team_name}</span>
            <span className="tournament-waitlist__captain">Captain: {team.captain_name}</span>
            {checkIn && team.checked_in && <span className="badge text-bg-success">Checked in</span>}
          </li>
        ))}
      </ol>
    </section>
  );
}
