/** A card of the list with VIEW DETAILS, which opens the detail page with the tournament in navigation state. */
import { Link } from 'react-router';
import type { Tournament } from '@arena/shared/catalogue';
import { TournamentCard, tournamentTitleId } from '../../../components/tournament-card';
import { routes } from '../../../lib/routes';
import type { ViewTournamentNavigationState } from '../navigation-state';

export function TournamentListCard({ tournament }: { tournament: Tournament }) {
  const state: ViewTournamentNavigationState = { tournament };
  return (
    <TournamentCard
      tournament={tournament}
      headingLevel={2}
      actions={
        <Link
          to={`${routes.viewTournament.href()}?id=${tournament.id}`}
          state={state}
          className="btn btn-primary w-100"
          aria-describedby={tournamentTitleId(tournament.id)}
        >
          VIEW DETAILS
        </Link>
      }
    />
  );
}
