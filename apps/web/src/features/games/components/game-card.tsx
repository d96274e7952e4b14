/** A game: its banner (or the default artwork) and name; opens the tournaments of that game. */
import { Link } from 'react-router';
import type { Game } from '@arena/shared/catalogue';
import defaultBanner from '../../../assets/default-game-banner.svg';
import { BannerImage } from '../../../components/banner-image';
import { routes } from '../../../lib/routes';
import { useGamesT } from '../i18n';
import '../games.css';
import './game-card.css';

/** What /tournament reads from navigation state (spec 000 section 2). */
interface TournamentsNavigationState {
  game_id: number;
}

export function GameCard({ game }: { game: Game }) {
  const { t } = useGamesT();
  const state: TournamentsNavigationState = { game_id: game.id };
  return (
    <Link to={`${routes.tournaments.href()}?Game=${game.id}`} state={state} className="game-card">
      <span className="game-card__media">
        <BannerImage path={game.game_banner} fallback={defaultBanner} />
      </span>
      <span className="game-card__body">
        <span className="game-card__name">{game.game_name}</span>
        <span className="game-card__cta" aria-hidden="true">
          {t('games.card.cta')}
        </span>
      </span>
    </Link>
  );
}
