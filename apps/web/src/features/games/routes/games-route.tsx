/** /game 'ESports Games' (spec 000 section 2): banner, 8 game cards a page, pager with page numbers. */
import { useSearchParams } from 'react-router';
import { PAGE_SIZE } from '@arena/shared/constants';
import { EmptyState } from '../../../components/empty-state';
import { GuestActions } from '../../../components/guest-actions';
import { PageBanner } from '../../../components/page-banner';
import { Pager } from '../../../components/pager';
import { errorMessageOf } from '../../../lib/api-client';
import { useGames } from '../../../api/get-games-list';
import { GameCard } from '../components/game-card';
import { useGamesT } from '../i18n';
import { useT } from '../../../lib/i18n/i18n-provider';
import './games-route.css';
import '../games.css';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export function GamesRoute() {
  const { t } = useGamesT();
  const common = useT();
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const query = useGames(page);
  const data = query.data;
  const lastPage = data?.pagination.last_page ?? 1;

  return (
    <>
      <title>{t('games.pageTitle')}</title>
      <PageBanner eyebrow={t('games.eyebrow')} title={t('games.title')} subtitle={t('games.subtitle')}>
        <GuestActions />
      </PageBanner>
      <div className="container page-body">
        {query.isPending ? (
          <div role="status">
            <span className="visually-hidden">{t('games.loading')}</span>
            <ul className="game-grid list-unstyled" aria-hidden="true">
              {Array.from({ length: PAGE_SIZE.games }, (_, index) => (
                <li key={index} className="card-skeleton card-skeleton--game">
                  <div className="card-skeleton__media" />
                  <div className="card-skeleton__line card-skeleton__line--short" />
                </li>
              ))}
            </ul>
          </div>
        ) : query.isError && !data ? (
          <EmptyState
            action={
              <button
                type="button"
                className="btn btn-outline-light mt-3"
                onClick={() => void query.refetch()}
              >
                {common.t('common.tryAgain')}
              </button>
            }
          >
            {errorMessageOf(query.error)}
          </EmptyState>
        ) : data && data.games.length > 0 ? (
          <>
            <h2 className="visually-hidden">{t('games.listHeading')}</h2>
            <ul className={`game-grid list-unstyled${query.isPlaceholderData ? ' is-stale' : ''}`}>
              {data.games.map((game) => (
                <li key={game.id}>
                  <GameCard game={game} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <EmptyState />
        )}
        <div className="mt-4">
          <Pager
            page={Math.min(page, lastPage)}
            count={lastPage}
            label={t('games.pagerLabel')}
            onChange={(next) => setParams(next === 1 ? {} : { page: String(next) }, { replace: true })}
          />
        </div>
      </div>
    </>
  );
}
