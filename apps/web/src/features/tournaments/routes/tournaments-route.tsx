/**
 * /tournament (spec 000 section 2): tabs All, Active, Upcoming; a game picker; a search box; the Filter
 * side panel; 3 cards a page with first, previous, next, last. Every choice lives in the URL so Back from a
 * tournament returns to the same page; game_id may also arrive in navigation state or as ?Game=.
 */
import { useEffect, useState } from 'react';
import { useLocation, useNavigation, useSearchParams } from 'react-router';
import type { TournamentStateFilter } from '@arena/shared/catalogue';
import { EmptyState } from '../../../components/empty-state';
import { GuestActions } from '../../../components/guest-actions';
import { PageBanner } from '../../../components/page-banner';
import { Pager } from '../../../components/pager';
import { useTournamentFormat, type TournamentFormat } from '../../../components/tournament-format';
import { errorMessageOf } from '../../../lib/api-client';
import { useStoredUser } from '../../../lib/session';
import { useGamesList } from '../../../api/get-games-list';
import { useTournaments } from '../../../api/get-tournaments-list';
import { TournamentFilterPanel, type FilterValues } from '../components/tournament-filter-panel';
import { TournamentListCard } from '../components/tournament-list-card';
import { STATE_TABS, tabId, TournamentStateTabs } from '../components/tournament-state-tabs';
import { nonNegativeNumber, positiveInt, type TournamentsNavigationState } from '../navigation-state';
import './tournaments-route.css';
import { useTournamentsT } from '../i18n';
import { useT } from '../../../lib/i18n/i18n-provider';

const RESULTS_ID = 'tournament-results';
const SEARCH_DELAY_MS = 300;
const FILTER_KEYS = ['entry_fee', 'total_teams', 'winning_prize', 'region'] as const;

function parseTab(value: string | null): TournamentStateFilter {
  return STATE_TABS.find((tab) => tab.value === value)?.value ?? 'all';
}

export function TournamentsRoute() {
  const { t } = useTournamentsT();
  const format = useTournamentFormat();
  const common = useT();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const user = useStoredUser();
  const [filterOpen, setFilterOpen] = useState(false);
  // The side panel mounts on first use (and stays for its closing animation).
  const [filterUsed, setFilterUsed] = useState(false);

  const stateGame = (location.state as TournamentsNavigationState | null)?.game_id;
  const gameId = positiveInt(params.get('Game')) ?? positiveInt(stateGame);
  const tab = parseTab(params.get('tab'));
  const search = params.get('search') ?? '';
  const page = positiveInt(params.get('page')) ?? 1;
  const filters: FilterValues = {
    entry_fee: nonNegativeNumber(params.get('entry_fee')),
    total_teams: nonNegativeNumber(params.get('total_teams')),
    winning_prize: nonNegativeNumber(params.get('winning_prize')),
    region: params.get('region') || undefined,
  };

  /** Applies changes to the URL; anything but a page change goes back to page 1. */
  const update = (
    changes: Record<string, string | number | undefined>,
    options: { clearState?: boolean } = {},
  ) => {
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        for (const [key, value] of Object.entries(changes)) {
          if (value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true, state: options.clearState ? null : location.state },
    );
  };

  const [searchDraft, setSearchDraft] = useState(search);
  // While the player is on the way to another page (its code still loading, this list still shown), a search
  // typed just before must not be applied: its URL change would cancel that navigation and bring them back here.
  const navigating = useNavigation().state !== 'idle';
  useEffect(() => {
    const trimmed = searchDraft.trim();
    if (trimmed === search || navigating) return;
    const timer = setTimeout(() => update({ search: trimmed }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
    // `update` is rebuilt every render; the draft and the applied search are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchDraft, search, navigating]);

  const query = useTournaments(
    { tournament_state: tab, game_id: gameId, search: search || undefined, ...filters, page },
    user?.id ?? null,
  );
  const games = useGamesList();
  const data = query.data;
  const lastPage = data?.pagination.last_page ?? 1;

  // A page past the end (e.g. an old link) moves to the last page there is.
  useEffect(() => {
    if (data && !query.isPlaceholderData && data.pagination.total > 0 && page > lastPage) {
      update({ page: lastPage });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [data, page, lastPage, query.isPlaceholderData]);

  const gameName =
    games.data?.find((game) => game.id === gameId)?.game_name ??
    data?.tournaments.find((tournament) => tournament.game_id === gameId)?.game_name;
  const activeFilters = activeFilterLabels(t, format, filters, data?.filters);

  return (
    <>
      <title>{t('tournaments.list.pageTitle')}</title>
      <PageBanner
        eyebrow={t('tournaments.list.eyebrow')}
        title={t('tournaments.list.title')}
        subtitle={t('tournaments.list.subtitle')}
      >
        <GuestActions />
      </PageBanner>
      <div className="container page-body">
        <div className="list-toolbar">
          <TournamentStateTabs
            value={tab}
            panelId={RESULTS_ID}
            onChange={(value) => update({ tab: value === 'all' ? undefined : value })}
          />
          <div className="list-toolbar__controls">
            <div className="list-toolbar__field">
              <label htmlFor="tournament-game" className="visually-hidden">
                {t('tournaments.list.game')}
              </label>
              <select
                id="tournament-game"
                className="form-select"
                value={gameId ?? ''}
                onChange={(event) => update({ Game: event.target.value || undefined }, { clearState: true })}
              >
                <option value="">{t('tournaments.list.allGames')}</option>
                {gameId !== undefined && !games.data?.some((game) => game.id === gameId) && (
                  <option value={gameId}>
                    {gameName ?? t('tournaments.list.gameNumber', { id: gameId })}
                  </option>
                )}
                {games.data?.map((game) => (
                  <option key={game.id} value={game.id}>
                    {game.game_name}
                  </option>
                ))}
              </select>
            </div>
            <div className="list-toolbar__field list-toolbar__search">
              <label htmlFor="tournament-search" className="visually-hidden">
                {t('tournaments.list.search')}
              </label>
              <SearchIcon />
              <input
                id="tournament-search"
                type="search"
                className="form-control"
                placeholder={t('tournaments.list.search')}
                autoComplete="off"
                maxLength={100}
                value={searchDraft}
                onChange={(event) => setSearchDraft(event.target.value)}
              />
            </div>
            <button
              type="button"
              className="btn btn-outline-light list-toolbar__filter"
              onClick={() => {
                setFilterUsed(true);
                setFilterOpen(true);
              }}
              aria-haspopup="dialog"
            >
              <FilterIcon />
              {t('tournaments.list.filter')}
              {activeFilters.length > 0 && (
                <span className="badge rounded-pill text-bg-info ms-2">
                  {activeFilters.length}
                  <span className="visually-hidden">{t('tournaments.list.active')}</span>
                </span>
              )}
            </button>
          </div>
        </div>

        {activeFilters.length > 0 && (
          <div className="filter-chips" aria-label={t('tournaments.list.activeFilters')} role="group">
            {activeFilters.map((chip) => (
              <span key={chip.key} className="filter-chip">
                {chip.label}
              </span>
            ))}
            <button
              type="button"
              className="btn btn-link btn-sm"
              onClick={() => update(Object.fromEntries(FILTER_KEYS.map((key) => [key, undefined])))}
            >
              {t('tournaments.list.clear')}
            </button>
          </div>
        )}

        <div
          role="tabpanel"
          id={RESULTS_ID}
          aria-labelledby={tabId(tab)}
          className="list-results"
          aria-busy={query.isFetching || undefined}
        >
          <p className="list-results__summary" aria-live="polite">
            {data
              ? `${t('tournaments.list.summary', { count: data.pagination.total })}${
                  gameName ? t('tournaments.list.inGame', { game: gameName }) : ''
                }${search ? t('tournaments.list.matching', { search }) : ''}`
              : '\u00a0'}
          </p>
          {query.isPending ? (
            <CardSkeletons />
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
          ) : data && data.tournaments.length > 0 ? (
            <ul className={`card-grid list-unstyled${query.isPlaceholderData ? ' is-stale' : ''}`}>
              {data.tournaments.map((tournament, index) => (
                <li key={tournament.id}>
                  {/* The first card's banner is the list's LCP image; the others may wait (lazy). */}
                  <TournamentListCard tournament={tournament} priority={index === 0} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState />
          )}
          <div className="mt-4">
            <Pager
              page={Math.min(page, lastPage)}
              count={lastPage}
              onChange={(next) => update({ page: next === 1 ? undefined : next })}
              label={t('tournaments.list.pages')}
              showNumbers={false}
            />
            {lastPage > 1 && (
              <p className="list-results__page">
                {t('tournaments.list.pageOf', {
                  page: String(Math.min(page, lastPage)),
                  count: String(lastPage),
                })}
              </p>
            )}
          </div>
        </div>
      </div>
      {filterUsed && (
        <TournamentFilterPanel
          show={filterOpen}
          bounds={data?.filters}
          values={filters}
          onHide={() => setFilterOpen(false)}
          onApply={(values) => {
            update({
              entry_fee: values.entry_fee,
              total_teams: values.total_teams,
              winning_prize: values.winning_prize,
              region: values.region,
            });
            setFilterOpen(false);
          }}
        />
      )}
    </>
  );
}

function activeFilterLabels(
  t: (id: string, values?: Record<string, string | number>) => string,
  format: TournamentFormat,
  filters: FilterValues,
  bounds: { max_entry_fee: number; max_total_teams: number; max_winning_prize: number } | undefined,
) {
  const chips: Array<{ key: string; label: string }> = [];
  if (filters.entry_fee !== undefined && (!bounds || filters.entry_fee < bounds.max_entry_fee)) {
    chips.push({
      key: 'entry_fee',
      label: t('tournaments.chip.entryFee', { credits: format.credits(filters.entry_fee) }),
    });
  }
  if (filters.total_teams !== undefined && (!bounds || filters.total_teams < bounds.max_total_teams)) {
    chips.push({
      key: 'total_teams',
      label: t('tournaments.chip.teams', {
        teams: t('tournaments.filter.teams', { count: filters.total_teams }),
      }),
    });
  }
  if (
    filters.winning_prize !== undefined &&
    (!bounds || filters.winning_prize < Math.ceil(bounds.max_winning_prize))
  ) {
    chips.push({
      key: 'winning_prize',
      label: t('tournaments.chip.prize', {
        amount: filters.winning_prize === 0 ? '£0' : format.prize(filters.winning_prize),
      }),
    });
  }
  if (filters.region)
    chips.push({ key: 'region', label: t('tournaments.chip.region', { region: filters.region }) });
  return chips;
}

function CardSkeletons() {
  const { t } = useTournamentsT();
  return (
    <div role="status">
      <span className="visually-hidden">{t('tournaments.list.loading')}</span>
      <ul className="card-grid list-unstyled" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index} className="card-skeleton">
            <div className="card-skeleton__media" />
            <div className="card-skeleton__line" />
            <div className="card-skeleton__line card-skeleton__line--short" />
          </li>
        ))}
      </ul>
    </div>
  );
}

function SearchIcon() {
  return (
    <svg className="list-toolbar__search-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M10.5 3a7.5 7.5 0 0 1 5.9 12.1l4.8 4.8-1.4 1.4-4.8-4.8A7.5 7.5 0 1 1 10.5 3Zm0 2a5.5 5.5 0 1 0 0 11 5.5 5.5 0 0 0 0-11Z"
        fill="currentColor"
      />
    </svg>
  );
}

function FilterIcon() {
  return (
    <svg className="me-2" width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M3 5h18l-7 8.5V20l-4-2v-4.5Z" fill="currentColor" />
    </svg>
  );
}
