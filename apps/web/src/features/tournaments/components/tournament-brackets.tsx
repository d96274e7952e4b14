/**
 * The Brackets tab (spec 000 section 2): 'Brackets will be shown once tournament started' while pending;
 * then the live bracket, fetched again every few seconds while the tournament is underway, with My
 * matches above it for the players in it. Without a bracket: the published bracket image, or an empty state.
 */
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Tournament } from '@arena/shared/catalogue';
import { EmptyState } from '../../../components/empty-state';
import { useStoredUser } from '../../../lib/session';
import { storageUrl } from '../../../lib/storage-url';
import { stageFormatOf } from '@arena/shared/bracket-rounds';
import type { TournamentBracket } from '@arena/shared/brackets';
import { useTournamentBracket } from '../../../api/get-tournament-bracket';
import { useStageStandings } from '../../../api/get-tournament-standings';
import { myMatchesKey, tournamentBracketKey } from '../../../api/query-keys';
import { BracketView } from './bracket-view';
import { PublicVetoes } from './public-vetoes';
import { StageStandings } from './stage-standings';
import '../tournaments.css';
import './tournament-brackets.css';
import { useTournamentsT } from '../i18n';

/**
 * My matches, fetched for the tournament's players only: its report form (react-hook-form and zod) stays out
 * of what a visitor's phone downloads to see the bracket (decision 0020).
 */
const MyMatches = lazy(() => import('./my-matches').then((module) => ({ default: module.MyMatches })));

export function TournamentBrackets({
  tournament,
  myMatchesRequest = 0,
}: {
  tournament: Tournament;
  /** Changes when 'Your next match' sends the player to My matches. */
  myMatchesRequest?: number;
}) {
  if (tournament.tournament_state === 'pending') return <BracketsPending />;
  return <StartedBracket tournament={tournament} myMatchesRequest={myMatchesRequest} />;
}

function StartedBracket({
  tournament,
  myMatchesRequest,
}: {
  tournament: Tournament;
  myMatchesRequest: number;
}) {
  const user = useStoredUser();
  const live = tournament.tournament_state === 'underway';
  const bracket = useTournamentBracket(tournament.id, user?.id ?? null, live);
  const { t } = useTournamentsT();
  useFinalFetchWhenPlayEnds(tournament.id, live);

  if (bracket.isPending) {
    return (
      <div className="py-4 text-center bracket-loading" role="status">
        <span className="spinner-border text-info" aria-hidden="true" />
        <span className="visually-hidden">{t('tournaments.bracket.loading')}</span>
      </div>
    );
  }
  if (!bracket.data) return <BracketImage tournament={tournament} />;

  const playing = user !== null && bracket.data.my_team_ids.length > 0;
  const stages = stageViews(bracket.data);
  return (
    <>
      {user && playing && (
        <Suspense fallback={<MyMatchesLoading />}>
          <MyMatches
            tournamentId={tournament.id}
            viewerId={user.id}
            live={live}
            focusRequest={myMatchesRequest}
          />
        </Suspense>
      )}
      <section className="bracket-section" aria-labelledby="bracket-title">
        <h3 id="bracket-title" className={playing ? 'bracket-section__title' : 'visually-hidden'}>
          {t('tournaments.bracket.title')}
        </h3>
        {stages.length === 1 ? (
          <BracketView
            bracket={bracket.data}
            tournamentName={tournament.tournament_name}
            everyMatchRoom={user?.role === 'admin'}
          />
        ) : (
          stages.map((stage) => (
            <section
              key={stage.stages[0]!.id}
              className="bracket-stage"
              aria-labelledby={`bracket-stage-${stage.stages[0]!.id}`}
            >
              <h4 id={`bracket-stage-${stage.stages[0]!.id}`} className="bracket-stage__title">
                {stage.stages[0]!.name}
              </h4>
              <BracketView
                bracket={stage}
                tournamentName={`${tournament.tournament_name}, ${stage.stages[0]!.name}`}
                everyMatchRoom={user?.role === 'admin'}
              />
            </section>
          ))
        )}
      </section>
      <GroupStandings
        tournamentId={tournament.id}
        live={live}
        hasGroups={bracket.data.stages.some((s) => s.type === 'round_robin' || s.type === 'swiss')}
      />
      {tournament.veto !== 'none' && <PublicVetoes bracket={bracket.data} />}
    </>
  );
}

/**
 * One view per stage (decision 0043): a bracket of several stages (groups, then the playoff) as one bracket per
 * stage, each with that stage's records only and its own format; a bracket of one stage as it is.
 */
export function stageViews(bracket: TournamentBracket): TournamentBracket[] {
  if (bracket.stages.length <= 1) return [bracket];
  return [...bracket.stages]
    .sort((a, b) => a.number - b.number)
    .map((stage) => {
      const matches = bracket.matches.filter((m) => m.stage_id === stage.id);
      const ids = new Set(matches.map((m) => m.id));
      return {
        ...bracket,
        format: stageFormatOf(bracket.format, stage),
        stages: [stage],
        groups: bracket.groups.filter((g) => g.stage_id === stage.id),
        rounds: bracket.rounds.filter((r) => r.stage_id === stage.id),
        matches,
        match_games: bracket.match_games.filter((g) => ids.has(g.parent_id)),
      };
    });
}

/** The group tables, for a tournament with a group stage (or a round robin / Swiss of its own). */
function GroupStandings({
  tournamentId,
  live,
  hasGroups,
}: {
  tournamentId: number;
  live: boolean;
  /** Only a bracket with groups has tables to show: a visitor of an elimination bracket is not asked to wait. */
  hasGroups: boolean;
}) {
  const standings = useStageStandings(tournamentId, live, hasGroups);
  if (!standings.data) return null;
  return <StageStandings stages={standings.data.stages} />;
}

function BracketsPending() {
  const { t } = useTournamentsT();
  return <EmptyState>{t('tournaments.bracket.pending')}</EmptyState>;
}

function MyMatchesLoading() {
  const { t } = useTournamentsT();
  return (
    <div className="py-4 text-center my-matches-loading" role="status">
      <span className="spinner-border text-info" aria-hidden="true" />
      <span className="visually-hidden">{t('tournaments.bracket.loadingMatches')}</span>
    </div>
  );
}

/**
 * The page may learn that play has ended (the details refresh) before the bracket's own refresh comes:
 * the bracket and my matches are then fetched once more, as their refreshing stops with play.
 */
function useFinalFetchWhenPlayEnds(tournamentId: number, live: boolean) {
  const queryClient = useQueryClient();
  const wasLive = useRef(live);
  useEffect(() => {
    if (wasLive.current && !live) {
      void queryClient.invalidateQueries({ queryKey: tournamentBracketKey(tournamentId) });
      void queryClient.invalidateQueries({ queryKey: myMatchesKey(tournamentId) });
    }
    wasLive.current = live;
  }, [live, queryClient, tournamentId]);
}

function BracketImage({ tournament }: { tournament: Tournament }) {
  const src = storageUrl(tournament.bracket_image_url);
  const { t } = useTournamentsT();
  if (!src) return <EmptyState>{t('tournaments.bracket.none')}</EmptyState>;
  return (
    <figure className="bracket-figure">
      <img
        src={src}
        alt={t('tournaments.bracket.imageAlt', { tournament: tournament.tournament_name })}
        className="img-fluid"
      />
    </figure>
  );
}
