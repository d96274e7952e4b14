/** A card of the list with VIEW DETAILS, which opens the detail page with the tournament in navigation state. */
import { Link } from 'react-router';
import type { Tournament } from '@arena/shared/catalogue';
import { TournamentCard, tournamentTitleId } from '../../../components/tournament-card';
import { viewTournamentLink } from '../../../lib/routes';
import { useTournamentsT } from '../i18n';

export function TournamentListCard({
  tournament,
  priority = false,
}: {
  tournament: Tournament;
  priority?: boolean;
}) {
  const { t } = useTournamentsT();
  const link = viewTournamentLink(tournament);
  return (
    <TournamentCard
      tournament={tournament}
      headingLevel={2}
      priority={priority}
      actions={
        <Link
          to={link.to}
          state={link.state}
          className="btn btn-primary w-100"
          aria-describedby={tournamentTitleId(tournament.id)}
        >
          {t('tournaments.list.viewDetails')}
        </Link>
      }
    />
  );
}
