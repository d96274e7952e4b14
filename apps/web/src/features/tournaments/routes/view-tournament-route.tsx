/** /viewtournament: needs a tournament in navigation state, otherwise goes home (spec 000 section 2). */
import { Navigate, useLocation } from 'react-router';
import { PageBanner } from '../../../components/page-banner';
import { routes } from '../../../lib/routes';

interface TournamentState {
  tournament?: { id?: number; tournament_name?: string; description?: string | null } | null;
}

export function ViewTournamentRoute() {
  const location = useLocation();
  const tournament = (location.state as TournamentState | null)?.tournament;
  if (!tournament) return <Navigate to={routes.home.href()} replace />;
  return (
    <>
      <title>{`Arena | ${tournament.tournament_name ?? 'Tournament'}`}</title>
      <PageBanner eyebrow="Tournament" title={tournament.tournament_name ?? 'Tournament'} />
      <div className="container page-body">
        {tournament.description && <p className="lead">{tournament.description}</p>}
      </div>
    </>
  );
}
