/**
 * The live bracket: drawn by brackets-viewer (rounds, team names, scores, the winner's path), the
 * viewer's own team picked out, and the same matches as a table for screen readers. The drawing is
 * hidden from assistive technology: its markup reads as a jumble of names and numbers, the table does not.
 */
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router';
import { groupName } from '@arena/shared/bracket-rounds';
import type { TournamentBracket } from '@arena/shared/brackets';
import type { BracketsViewer, ViewerData } from 'brackets-viewer';
import { appHref } from '@arena/shared/app-links';
import { matchRoomHref } from '../../../lib/routes';
import { BracketMatchesTable } from './bracket-matches-table';
import { bracketRows, viewerRoundName, type BracketRow, type StatusWords } from './bracket-rows';
import { useTournamentsT } from '../i18n';
import { localGroupName, localRoundLabel } from '../../../components/round-label';
import { useRoundLabelT } from '../../../components/round-label-i18n';
import type { Translator } from '../../../lib/i18n/translator';
import { loadBracketsViewer } from './brackets-viewer';
import './bracket-view.css';

export const MY_TEAM_CLASS = 'participant--mine';

/**
 * The API's records are brackets-manager's, checked by the shared schema; brackets-model types some of
 * their fields as narrower literal unions, so the hand-over is cast once here.
 */
function toViewerData(bracket: TournamentBracket): ViewerData {
  return {
    stages: bracket.stages,
    matches: bracket.matches,
    matchGames: bracket.match_games,
    participants: bracket.participants,
  } as unknown as ViewerData;
}

function markMyTeams(chart: HTMLElement, bracket: TournamentBracket) {
  for (const participant of bracket.participants) {
    if (!bracket.my_team_ids.includes(participant.team_id)) continue;
    for (const element of chart.querySelectorAll(`[data-participant-id="${participant.id}"]`)) {
      element.classList.add(MY_TEAM_CLASS);
    }
  }
}

/**
 * brackets-viewer titles a round robin's groups "Group 1", "Group 2"; the standings, the round labels and the
 * notices say "Group A", "Group B" (groupTitle). The drawn titles are renamed to match; a stage of one group
 * loses its group title, as the stage's own title already names it (its standings table is the stage's name).
 */
export function nameGroups(
  chart: HTMLElement,
  bracket: TournamentBracket,
  sayGroup: (name: string) => string = (name) => name,
) {
  const roundRobin = new Set(bracket.stages.filter((s) => s.type === 'round_robin').map((s) => s.id));
  const groupCount = new Map<number, number>();
  for (const group of bracket.groups)
    groupCount.set(group.stage_id, (groupCount.get(group.stage_id) ?? 0) + 1);
  for (const group of bracket.groups) {
    if (!roundRobin.has(group.stage_id)) continue;
    const title = chart.querySelector(`section.group[data-group-id="${group.id}"] > h2`);
    if (!title) continue;
    if ((groupCount.get(group.stage_id) ?? 1) > 1) title.textContent = sayGroup(groupName(group.number));
    else title.remove();
  }
}

/**
 * The library's own words (byes, W/L/F, match labels) in the shown language: brackets-viewer translates with
 * i18next, which picks its language from the browser (its detector reads `i18nextLng` in localStorage first), so
 * the page's language is put there and its words added as that language's bundle (merged over English).
 */
async function speakTo(viewer: BracketsViewer, { t, locale }: Translator) {
  try {
    window.localStorage.setItem('i18nextLng', locale);
  } catch {
    // Storage refused (private mode): the library then follows the browser's language.
  }
  const words = {
    common: { bye: t('tournaments.viewer.bye') },
    abbreviations: {
      win: t('tournaments.viewer.win'),
      loss: t('tournaments.viewer.loss'),
      forfeit: t('tournaments.viewer.forfeit'),
    },
    // i18next fills {{matchNumber}} itself.
    'match-label': { default: t('tournaments.viewer.match', { n: '{{matchNumber}}' }) },
  };
  await viewer.addLocale(locale, words as unknown as Parameters<BracketsViewer['addLocale']>[1]);
}

export const ROOM_LINK_CLASS = 'bracket-room-link';
export const TEAM_LINK_CLASS = 'bracket-team-link';

/** Follows an in-app link drawn outside React; a new tab or window keeps the browser's own handling. */
function followInApp(link: HTMLAnchorElement, to: string, navigate: NavigateFunction) {
  link.addEventListener('click', (event) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    // The name is inside the drawn match: the click is the team's, not the match's.
    event.stopPropagation();
    void navigate(to);
  });
}

/**
 * Each drawn team name links to the team's page (decision 0046), for pointer users: out of the tab order like the
 * room links, the table's team links being the keyboard's and screen readers' way.
 */
function linkTeamNames(
  chart: HTMLElement,
  bracket: TournamentBracket,
  navigate: NavigateFunction,
  title: (team: string) => string,
) {
  for (const participant of bracket.participants) {
    const to = appHref.team(participant.team_id);
    for (const element of chart.querySelectorAll(`[data-participant-id="${participant.id}"] .name`)) {
      if (element.querySelector(`.${TEAM_LINK_CLASS}`)) continue;
      const link = document.createElement('a');
      link.href = `#${to}`;
      link.className = TEAM_LINK_CLASS;
      link.tabIndex = -1;
      link.title = title(participant.name);
      link.append(...element.childNodes);
      followInApp(link, to, navigate);
      element.append(link);
    }
  }
}

/**
 * A "Match room" link on each drawn match the viewer may open, for pointer users. The drawing is hidden from
 * assistive technology, so the links are kept out of the tab order; the table's links are the keyboard's way.
 */
function linkMatchRooms(
  chart: HTMLElement,
  rows: BracketRow[],
  navigate: NavigateFunction,
  words: { room: string; title: (row: BracketRow) => string },
) {
  for (const row of rows) {
    if (!row.room) continue;
    const match = chart.querySelector(`[data-match-id="${row.matchId}"] .opponents`);
    if (!match) continue;
    const link = document.createElement('a');
    const to = matchRoomHref(row.matchId);
    link.href = `#${to}`;
    link.className = ROOM_LINK_CLASS;
    link.tabIndex = -1;
    link.textContent = words.room;
    link.title = words.title(row);
    followInApp(link, to, navigate);
    match.append(link);
  }
}

type Drawing = 'loading' | 'drawn' | 'failed';

/** How far below the screen the chart starts being drawn, so it is usually ready when scrolled to. */
export const DRAW_AHEAD = '0px 0px 240px 0px';

/**
 * True once the element has come within DRAW_AHEAD of the screen (and from then on). brackets-viewer's code
 * and its drawing are the heaviest work of the tournament page (about 200 ms of a phone's main thread in a
 * 4x-slowed profile), and on a phone the Brackets tab opens below the fold: they wait until the reader gets
 * there (decision 0034). The matches table, which says the same, is there from the start. Without
 * IntersectionObserver (old browsers, jsdom) it is drawn at once.
 */
function useNearScreen(ref: RefObject<HTMLElement | null>): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: DRAW_AHEAD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, ref]);
  return near;
}

export function BracketView({
  bracket,
  tournamentName,
  everyMatchRoom = false,
}: {
  bracket: TournamentBracket;
  tournamentName: string;
  /** The admin may open every match's room; a player, their own team's. */
  everyMatchRoom?: boolean;
}) {
  // One chart per stage when a tournament has several (decision 0043).
  const chartId =
    bracket.stages.length === 1 && bracket.stages[0]!.number > 1
      ? `bracket-chart-${bracket.tournament_id}-${bracket.stages[0]!.number}`
      : `bracket-chart-${bracket.tournament_id}`;
  const navigate = useNavigate();
  const [drawing, setDrawing] = useState<Drawing>('loading');
  const translator = useTournamentsT();
  const { t } = translator;
  const { t: sayRound } = useRoundLabelT();
  // The status column, the room links and the drawing's labels in the shown language.
  const say = useMemo<StatusWords>(
    () => ({
      bye: t('tournaments.bracketStatus.bye'),
      wonBy: (team) => t('tournaments.bracketStatus.wonBy', { team }),
      draw: t('tournaments.bracketStatus.draw'),
      withGames: (outcome, games) => t('tournaments.bracketStatus.withGames', { outcome, games }),
      disputed: t('tournaments.bracketStatus.disputed'),
      oneReported: t('tournaments.bracketStatus.oneReported'),
      inProgress: t('tournaments.bracketStatus.inProgress'),
      ready: t('tournaments.bracketStatus.ready'),
      waiting: t('tournaments.bracketStatus.waiting'),
    }),
    [t],
  );
  const rows = useMemo(() => bracketRows(bracket, everyMatchRoom, say), [bracket, everyMatchRoom, say]);
  const roomWords = useMemo(
    () => ({
      room: t('tournaments.matches.room'),
      title: (row: BracketRow) =>
        t('tournaments.room.openTitle', { round: localRoundLabel(sayRound, row.round), number: row.number }),
    }),
    [t, sayRound],
  );
  const playing = bracket.my_team_ids.length > 0;
  const chartRef = useRef<HTMLDivElement>(null);
  const near = useNearScreen(chartRef);

  useEffect(() => {
    if (!near) return;
    let current = true;
    loadBracketsViewer()
      .then(async (viewer) => {
        if (!current) return;
        await speakTo(viewer, translator);
        await viewer.render(toViewerData(bracket), {
          selector: `#${chartId}`,
          clear: true,
          customRoundName: viewerRoundName(bracket.format, (label) => localRoundLabel(sayRound, label)),
          // Long team names need the room more than the seeds do.
          participantOriginPlacement: 'none',
          highlightParticipantOnHover: true,
          showPopoverOnMatchLabelClick: false,
          // The group tables below the bracket rank by our rules (decision 0043); the viewer's own would differ on ties.
          showRankingTable: false,
        });
        const chart = document.getElementById(chartId);
        if (!current || !chart) return;
        nameGroups(chart, bracket, (name) => localGroupName(sayRound, name));
        markMyTeams(chart, bracket);
        linkTeamNames(chart, bracket, navigate, (team) => t('tournaments.chart.teamPage', { team }));
        linkMatchRooms(chart, rows, navigate, roomWords);
        setDrawing('drawn');
      })
      .catch(() => {
        if (current) setDrawing('failed');
      });
    return () => {
      current = false;
    };
  }, [near, bracket, chartId, rows, navigate, roomWords, translator, sayRound, t]);

  return (
    <div className="bracket-view">
      {drawing === 'failed' && (
        <p className="bracket-view__notice" role="status">
          {t('tournaments.chart.failed')}
        </p>
      )}
      {/* Before the drawing, so screen readers meet the table and skip what it repeats. */}
      <BracketMatchesTable rows={rows} tournamentName={tournamentName} visible={drawing === 'failed'} />
      {drawing !== 'failed' && (
        <>
          {playing && (
            <p className="bracket-view__legend">
              <span className="bracket-view__swatch" aria-hidden="true" />
              {t('tournaments.chart.mine')}
            </p>
          )}
          <div
            ref={chartRef}
            className="bracket-chart"
            role="region"
            aria-label={t('tournaments.chart.label', { name: tournamentName })}
            aria-busy={drawing === 'loading' || undefined}
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region wider than the screen must scroll by keyboard (axe: scrollable-region-focusable)
            tabIndex={0}
          >
            {drawing === 'loading' && (
              <div className="py-4 text-center">
                <span className="spinner-border text-info" aria-hidden="true" />
              </div>
            )}
            <div id={chartId} className="brackets-viewer" aria-hidden="true" />
          </div>
        </>
      )}
    </div>
  );
}
