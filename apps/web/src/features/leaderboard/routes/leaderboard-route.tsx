/**
 * /leaderboard (decision 0047): players by rating for a game and team size, optionally in one region. The ranked
 * board of established players comes first, the provisional players (fewer than 10 rated matches) after it,
 * each with its own pager. Every choice lives in the URL, so a shared link opens the same board.
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { PROVISIONAL_MATCHES, TEAM_SIZES } from '@arena/shared/leaderboard';
import { EmptyState } from '../../../components/empty-state';
import { PageBanner } from '../../../components/page-banner';
import { Pager } from '../../../components/pager';
import { errorMessageOf } from '../../../lib/api-client';
import { useGamesList } from '../../../api/get-games-list';
import { useT } from '../../../lib/i18n/i18n-provider';
import { useLeaderboard, type LeaderboardParams } from '../api/get-leaderboard';
import { LeaderboardTable } from '../components/leaderboard-table';
import './leaderboard-route.css';
import { useLeaderboardT } from '../i18n';

function positiveInt(value: string | null): number | undefined {
  const number = Number(value);
  return value !== null && Number.isInteger(number) && number > 0 ? number : undefined;
}

function BoardSection({
  id,
  title,
  note,
  params,
  pageKey,
  onPage,
}: {
  id: string;
  title: string;
  note: string;
  params: LeaderboardParams | null;
  pageKey: string;
  onPage: (key: string, page: number) => void;
}) {
  const { t } = useLeaderboardT();
  const { t: tCommon } = useT();
  const query = useLeaderboard(params);
  const data = query.data;
  const lastPage = data?.pagination.last_page ?? 1;
  const page = params?.page ?? 1;
  return (
    <section className="leaderboard-section" aria-labelledby={id}>
      <h2 id={id} className="leaderboard-section__title">
        {title}
      </h2>
      <p className="leaderboard-section__note">{note}</p>
      {params === null || query.isPending ? (
        <div role="status" className="text-muted">
          {t('leaderboard.loading')}
        </div>
      ) : query.isError && !data ? (
        <EmptyState
          action={
            <button type="button" className="btn btn-outline-light mt-3" onClick={() => void query.refetch()}>
              {tCommon('common.tryAgain')}
            </button>
          }
        >
          {errorMessageOf(query.error)}
        </EmptyState>
      ) : data && data.board.players.length > 0 ? (
        <div className={query.isPlaceholderData ? 'is-stale' : undefined}>
          <LeaderboardTable caption={title} players={data.board.players} ranked={!params.provisional} />
        </div>
      ) : (
        <EmptyState>{t('leaderboard.empty')}</EmptyState>
      )}
      <div className="mt-3">
        <Pager
          page={Math.min(page, lastPage)}
          count={lastPage}
          label={t('leaderboard.pages', { title })}
          onChange={(next) => onPage(pageKey, next)}
        />
      </div>
    </section>
  );
}

export function LeaderboardRoute() {
  const { t } = useLeaderboardT();
  const [params, setParams] = useSearchParams();
  const games = useGamesList();
  const firstGame = games.data?.[0]?.id;
  const gameId = positiveInt(params.get('game')) ?? firstGame;
  const sizeParam = positiveInt(params.get('size'));
  const teamSize = sizeParam !== undefined && sizeParam <= 4 ? sizeParam : 1;
  const region = params.get('region') || undefined;
  const page = positiveInt(params.get('page')) ?? 1;
  const provisionalPage = positiveInt(params.get('provisional_page')) ?? 1;

  /** Applies changes to the URL; a filter change goes back to the first page of both lists. */
  const update = (changes: Record<string, string | number | undefined>) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes) && !('provisional_page' in changes)) {
          next.delete('page');
          next.delete('provisional_page');
        }
        return next;
      },
      { replace: true },
    );
  };

  const board = gameId === undefined ? null : { gameId, teamSize, region };
  const ranked = board && { ...board, provisional: false, page };
  const provisional = board && { ...board, provisional: true, page: provisionalPage };
  // The region choices come with the board itself; the first list's answer carries them.
  const regions = useLeaderboard(ranked).data?.board.regions ?? [];

  // A game id that is not in the catalogue any more falls back to the first game.
  useEffect(() => {
    if (games.data && gameId !== undefined && !games.data.some((game) => game.id === gameId))
      update({ game: undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [games.data, gameId]);

  return (
    <>
      <title>{t('leaderboard.pageTitle')}</title>
      <PageBanner
        eyebrow={t('leaderboard.eyebrow')}
        title={t('leaderboard.title')}
        subtitle={t('leaderboard.subtitle')}
      />
      <div className="container page-body">
        <div className="leaderboard-filters">
          <div className="leaderboard-filters__field">
            <label htmlFor="leaderboard-game" className="form-label">
              {t('leaderboard.filter.game')}
            </label>
            <select
              id="leaderboard-game"
              className="form-select"
              value={gameId ?? ''}
              onChange={(event) => update({ game: event.target.value || undefined })}
            >
              {gameId === undefined && <option value="">{t('leaderboard.filter.noGames')}</option>}
              {games.data?.map((game) => (
                <option key={game.id} value={game.id}>
                  {game.game_name}
                </option>
              ))}
            </select>
          </div>
          <div className="leaderboard-filters__field">
            <label htmlFor="leaderboard-size" className="form-label">
              {t('leaderboard.filter.teamSize')}
            </label>
            <select
              id="leaderboard-size"
              className="form-select"
              value={teamSize}
              onChange={(event) =>
                update({ size: event.target.value === '1' ? undefined : event.target.value })
              }
            >
              {TEAM_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size}v{size}
                </option>
              ))}
            </select>
          </div>
          <div className="leaderboard-filters__field">
            <label htmlFor="leaderboard-region" className="form-label">
              {t('leaderboard.filter.region')}
            </label>
            <select
              id="leaderboard-region"
              className="form-select"
              value={region ?? ''}
              onChange={(event) => update({ region: event.target.value || undefined })}
            >
              <option value="">{t('leaderboard.filter.allRegions')}</option>
              {region !== undefined && !regions.includes(region) && <option value={region}>{region}</option>}
              {regions.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </select>
          </div>
        </div>
        {games.data && games.data.length === 0 ? (
          <EmptyState>{t('leaderboard.noRatedGames')}</EmptyState>
        ) : (
          <>
            <BoardSection
              id="leaderboard-ranked"
              title={t('leaderboard.ranked.title')}
              note={t('leaderboard.ranked.note', { count: PROVISIONAL_MATCHES })}
              params={ranked}
              pageKey="page"
              onPage={(key, next) => update({ [key]: next === 1 ? undefined : next })}
            />
            <BoardSection
              id="leaderboard-provisional"
              title={t('leaderboard.provisional.title')}
              note={t('leaderboard.provisional.note', { count: PROVISIONAL_MATCHES })}
              params={provisional}
              pageKey="provisional_page"
              onPage={(key, next) => update({ [key]: next === 1 ? undefined : next })}
            />
          </>
        )}
      </div>
    </>
  );
}
