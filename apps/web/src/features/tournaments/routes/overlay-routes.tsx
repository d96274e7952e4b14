/**
 * Stream overlays and the embeddable bracket (issue 30, decision 0061): pages without the site's top bar, footer
 * or toasts, on a transparent page for OBS browser sources, following the tournament's public live stream (which
 * reconnects by itself) so a confirmed result shows without a reload. `?theme=light` or `dark` (the default).
 *   #/overlay/match?id=            the two teams, the series score and the current map of one match
 *   #/overlay/bracket?tournament_id=  the bracket, or the standings, of the tournament's current stage
 *   #/embed/bracket?tournament_id=    the same for an organiser's own site (served framable at /embed)
 */
import { useLayoutEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import type { TournamentBracket } from '@arena/shared/brackets';
import { useTournamentStream } from '../../../api/live-streams';
import { useTournamentBracket } from '../../../api/get-tournament-bracket';
import { useStageStandings } from '../../../api/get-tournament-standings';
import { routes } from '../../../lib/routes';
import { useMatchTournament } from '../api/get-match-tournament';
import { usePublicMatchVeto } from '../api/match-veto';
import { useTournamentDetails } from '../api/get-tournament-details';
import { BracketView } from '../components/bracket-view';
import { StageStandings } from '../components/stage-standings';
import { stageViews } from '../components/tournament-brackets';
import { useTournamentsT } from '../i18n';
import '../tournaments.css';
import '../overlays.css';

type Theme = 'dark' | 'light';

function useOverlayParams() {
  const [params] = useSearchParams();
  const theme: Theme = params.get('theme') === 'light' ? 'light' : 'dark';
  const number = (name: string) => Number(params.get(name) ?? NaN);
  return { theme, number };
}

/** The page around an overlay: transparent, themed, and following the tournament's live stream. */
function OverlayFrame({
  tournamentId,
  theme,
  label,
  hiddenHeading = true,
  children,
}: {
  tournamentId: number;
  theme: Theme;
  label: string;
  /** The page's heading for screen readers, unless the page shows one of its own. */
  hiddenHeading?: boolean;
  children: ReactNode;
}) {
  useTournamentStream(tournamentId);
  return (
    <main className={`overlay overlay--${theme}`} aria-label={label}>
      {hiddenHeading && <h1 className="visually-hidden">{label}</h1>}
      {children}
    </main>
  );
}

/** Makes the whole document transparent while an overlay is shown. */
function useTransparentPage() {
  useLayoutEffect(() => {
    document.documentElement.classList.add('overlay-page');
    return () => document.documentElement.classList.remove('overlay-page');
  }, []);
}

function OverlayMessage({ theme, children }: { theme: Theme; children: ReactNode }) {
  return (
    <main className={`overlay overlay--${theme}`}>
      <h1 className="visually-hidden">Arena</h1>
      <p className="overlay__panel mb-0" role="status">
        {children}
      </p>
    </main>
  );
}

export function OverlayMatchRoute() {
  useTransparentPage();
  const { t } = useTournamentsT();
  const { theme, number } = useOverlayParams();
  const matchId = number('id');
  const where = useMatchTournament(matchId);
  if (where.isError || !(matchId > 0))
    return <OverlayMessage theme={theme}>{t('tournaments.overlay.noMatch')}</OverlayMessage>;
  if (!where.data) return <OverlayMessage theme={theme}>{t('tournaments.overlay.loading')}</OverlayMessage>;
  return (
    <OverlayFrame
      tournamentId={where.data.tournament_id}
      theme={theme}
      label={t('tournaments.overlay.matchLabel')}
    >
      <MatchScore matchId={matchId} tournamentId={where.data.tournament_id} />
    </OverlayFrame>
  );
}

/** The current map: the veto's map of the game being played (the games decided so far + 1), once known. */
function currentMap(games: { number: number; map: string }[] | undefined, played: number) {
  return games?.find((game) => game.number === played + 1)?.map ?? null;
}

function MatchScore({ matchId, tournamentId }: { matchId: number; tournamentId: number }) {
  const { t } = useTournamentsT();
  const bracket = useTournamentBracket(tournamentId, null, true);
  const veto = usePublicMatchVeto(matchId);
  const match = bracket.data?.matches.find((m) => m.id === matchId);
  if (!bracket.data || !match)
    return <p className="overlay__panel mb-0">{t('tournaments.overlay.loading')}</p>;
  const names = new Map(bracket.data.participants.map((p) => [p.id, p.name]));
  const name = (id: number | null | undefined) =>
    (id == null ? undefined : names.get(id)) ?? t('tournaments.toBeDecided');
  const score1 = match.opponent1?.score ?? 0;
  const score2 = match.opponent2?.score ?? 0;
  const map = currentMap(veto.data?.games, score1 + score2);
  const bestOf = Math.max(match.best_of ?? 1, 1);
  return (
    <section className="overlay__panel" aria-label={t('tournaments.overlay.seriesScore')}>
      <div className="overlay-match">
        <span className="overlay-match__team" data-testid="overlay-team-1">
          {name(match.opponent1?.id)}
        </span>
        <span className="overlay-match__score" data-testid="overlay-score">
          {score1} – {score2}
        </span>
        <span className="overlay-match__team overlay-match__team--second" data-testid="overlay-team-2">
          {name(match.opponent2?.id)}
        </span>
      </div>
      <p className="overlay__meta">
        {map
          ? t('tournaments.overlay.bestOfMap', { bestOf, map })
          : t('tournaments.series.bestOf', { bestOf })}
      </p>
    </section>
  );
}

/** The stage being played: the last one drawn (groups, then the playoff). */
function currentStage(bracket: TournamentBracket): TournamentBracket {
  const stages = stageViews(bracket);
  return stages[stages.length - 1]!;
}

function StageOfTournament({
  tournamentId,
  tournamentName,
}: {
  tournamentId: number;
  tournamentName: string;
}) {
  const { t } = useTournamentsT();
  const bracket = useTournamentBracket(tournamentId, null, true);
  const stage = bracket.data ? currentStage(bracket.data) : null;
  const grouped = stage?.format === 'round_robin' || stage?.format === 'swiss';
  const standings = useStageStandings(tournamentId, true, grouped);
  if (bracket.isPending) return <p className="overlay__panel mb-0">{t('tournaments.overlay.loading')}</p>;
  if (!stage) return <p className="overlay__panel mb-0">{t('tournaments.overlay.notStarted')}</p>;
  if (grouped && standings.data) {
    const number = stage.stages[0]!.number;
    return <StageStandings stages={standings.data.stages.filter((s) => s.number === number)} />;
  }
  // An overlay or an embed shows the bracket as every viewer sees it: not the signed-in player's own matches
  // (no "your matches" legend, no room links), even when a streamer who plays opens it in their own browser.
  return <BracketView bracket={{ ...stage, my_team_ids: [] }} tournamentName={tournamentName} />;
}

function useTournamentName(tournamentId: number) {
  const details = useTournamentDetails(tournamentId, null);
  return { name: details.data?.tournament.tournament_name, missing: details.isError };
}

export function OverlayBracketRoute() {
  useTransparentPage();
  const { t } = useTournamentsT();
  const { theme, number } = useOverlayParams();
  const tournamentId = number('tournament_id');
  const { name, missing } = useTournamentName(tournamentId);
  if (missing || !(tournamentId > 0))
    return <OverlayMessage theme={theme}>{t('tournaments.overlay.noTournament')}</OverlayMessage>;
  return (
    <OverlayFrame tournamentId={tournamentId} theme={theme} label={t('tournaments.overlay.bracketLabel')}>
      <StageOfTournament tournamentId={tournamentId} tournamentName={name ?? ''} />
    </OverlayFrame>
  );
}

export function EmbedBracketRoute() {
  const { t } = useTournamentsT();
  const { theme, number } = useOverlayParams();
  const tournamentId = number('tournament_id');
  const { name, missing } = useTournamentName(tournamentId);
  if (missing || !(tournamentId > 0))
    return <OverlayMessage theme={theme}>{t('tournaments.overlay.noTournament')}</OverlayMessage>;
  const page = `${window.location.origin}/#${routes.viewTournament.path}?id=${tournamentId}`;
  return (
    <OverlayFrame
      tournamentId={tournamentId}
      theme={theme}
      label={t('tournaments.overlay.embedLabel')}
      hiddenHeading={false}
    >
      <h1 className="overlay__title">{name ?? t('tournaments.overlay.loading')}</h1>
      <StageOfTournament tournamentId={tournamentId} tournamentName={name ?? ''} />
      <p className="overlay__meta">
        <a href={page} target="_blank" rel="noopener noreferrer">
          {t('tournaments.overlay.openPage')}
        </a>
      </p>
    </OverlayFrame>
  );
}
