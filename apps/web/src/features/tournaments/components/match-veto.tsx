/**
 * The match room's map veto (decision 0041): the pool with each map's state, whose turn it is with the time left,
 * buttons for the captain on turn (plain buttons, no dragging), the steps taken, then each game's map and host.
 * It follows the veto live (match-veto.ts); the countdown is a timer, never a live region, while the turn line
 * is announced politely when it changes.
 */
import { useEffect, useId, useState } from 'react';
import type { MatchVeto, MatchVetoStep, VetoSide } from '@arena/shared/match-veto';
import { useMatchVeto, useVetoAction } from '../api/match-veto';
import { useTournamentsT } from '../i18n';
import './match-veto.css';

const MODE_KEYS: Record<MatchVeto['mode'], string> = {
  bans: 'tournaments.veto.mode.bans',
  ban_pick: 'tournaments.veto.mode.banPick',
  schedule: 'tournaments.veto.mode.schedule',
};

/** The seconds left, ticking once a second while the turn runs. */
function useSecondsLeft(dueAt: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!dueAt) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [dueAt]);
  if (!dueAt) return null;
  return Math.max(0, Math.ceil((new Date(dueAt).getTime() - now) / 1000));
}

const clockText = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

/** Each map's state after the steps: banned, picked for game N, the decider, or still open. */
function mapStates(veto: MatchVeto) {
  const gameOf = new Map<string, number>();
  const states = new Map<string, MatchVetoStep>();
  let game = 0;
  for (const step of veto.steps) {
    if (step.action === 'side') continue;
    if (step.action !== 'ban' && !gameOf.has(step.map)) gameOf.set(step.map, (game += 1));
    if (!states.has(step.map)) states.set(step.map, step);
  }
  return { states, gameOf };
}

export function MatchVetoPanel({
  matchId,
  teamNames,
}: {
  matchId: number;
  /** Team id to name, from the match room. */
  teamNames: ReadonlyMap<number, string>;
}) {
  const veto = useMatchVeto(matchId);
  if (!veto.data) return null;
  return <VetoLoaded veto={veto.data} teamNames={teamNames} />;
}

export function VetoLoaded({
  veto,
  teamNames,
  readOnly = false,
  title,
  Heading = 'h2',
}: {
  veto: MatchVeto;
  teamNames: ReadonlyMap<number, string>;
  /** The tournament page's public view (decision 0041, Update): what happened and whose turn it is, no choices. */
  readOnly?: boolean;
  title?: string;
  Heading?: 'h2' | 'h4';
}) {
  const titleId = useId();
  const { t, tRich } = useTournamentsT();
  const nameOf = (teamId: number | null) =>
    teamId === null ? t('tournaments.veto.decider') : (teamNames.get(teamId) ?? t('tournaments.veto.aTeam'));
  const secondsLeft = useSecondsLeft(veto.turn_due_at);
  const act = useVetoAction(veto.match_id);
  const { states, gameOf } = mapStates(veto);
  const turn = veto.turn;
  const turnLine = veto.completed_at
    ? t('tournaments.veto.complete')
    : turn
      ? veto.my_turn && !readOnly
        ? turn.map
          ? t('tournaments.veto.yourTurnOn', { action: turn.action, map: turn.map })
          : t('tournaments.veto.yourTurn', { action: turn.action })
        : turn.map
          ? t('tournaments.veto.teamTurnOn', {
              team: nameOf(turn.team_id),
              action: turn.action,
              map: turn.map,
            })
          : t('tournaments.veto.teamTurn', { team: nameOf(turn.team_id), action: turn.action })
      : t('tournaments.veto.closed');

  return (
    <section className="match-veto" aria-labelledby={titleId}>
      <Heading id={titleId} className="match-veto__title">
        {title ?? t('tournaments.veto.title')}
      </Heading>
      <p className="match-veto__meta">
        {t('tournaments.veto.meta', {
          mode: t(MODE_KEYS[veto.mode]),
          bestOf: veto.best_of,
          team: nameOf(veto.first_team_id),
        })}
      </p>
      <p className="match-veto__turn" aria-live="polite">
        {turnLine}
      </p>
      {secondsLeft !== null && !veto.completed_at && (
        <p className="match-veto__countdown">
          {tRich('tournaments.veto.countdown', {
            clock: clockText(secondsLeft),
            timer: (chunks) => (
              <span role="timer" aria-label={t('tournaments.veto.secondsLeft', { seconds: secondsLeft })}>
                {chunks}
              </span>
            ),
          })}
        </p>
      )}

      <ul className="list-unstyled match-veto__pool" aria-label={t('tournaments.veto.pool')}>
        {veto.pool.map((map) => {
          const step = states.get(map);
          const game = gameOf.get(map);
          const state = !step
            ? 'open'
            : step.action === 'ban'
              ? 'banned'
              : step.action === 'pick'
                ? 'picked'
                : 'decider';
          const label =
            state === 'open'
              ? t('tournaments.veto.open')
              : state === 'banned'
                ? t('tournaments.veto.bannedBy', { team: nameOf(step!.team_id) })
                : state === 'picked'
                  ? t('tournaments.veto.pickedBy', { game: game!, team: nameOf(step!.team_id) })
                  : t('tournaments.veto.deciderGame', { game: game! });
          return (
            <li key={map} className={`match-veto__map match-veto__map--${state}`}>
              <span className="match-veto__map-name">{map}</span>
              <span className="match-veto__map-state">
                {label}
                {step?.timed_out && t('tournaments.veto.timedOut')}
              </span>
            </li>
          );
        })}
      </ul>

      {veto.my_turn && !readOnly && turn && (
        <div className="match-veto__actions" role="group" aria-label={t('tournaments.veto.choices')}>
          {turn.action === 'side'
            ? veto.legal_actions.map((legal) => (
                <button
                  key={legal.side}
                  type="button"
                  className="btn btn-info"
                  disabled={act.isPending}
                  onClick={() => act.mutate({ action: 'side', map: legal.map, side: legal.side as VetoSide })}
                >
                  {t('tournaments.veto.startOn', { side: legal.side as VetoSide, map: legal.map })}
                </button>
              ))
            : veto.legal_actions.map((legal) => (
                <button
                  key={legal.map}
                  type="button"
                  className={`btn ${legal.action === 'ban' ? 'btn-outline-danger' : 'btn-outline-info'}`}
                  disabled={act.isPending}
                  onClick={() => act.mutate({ action: legal.action, map: legal.map })}
                >
                  {legal.action === 'ban'
                    ? t('tournaments.veto.ban', { map: legal.map })
                    : t('tournaments.veto.pick', { map: legal.map })}
                </button>
              ))}
        </div>
      )}

      {veto.steps.some((s) => s.action === 'side') && (
        <ul className="list-unstyled match-veto__sides" aria-label={t('tournaments.veto.sideChoices')}>
          {veto.steps
            .filter((s) => s.action === 'side' && s.side)
            .map((s) => (
              <li key={s.step}>
                {t('tournaments.veto.startsOn', { team: nameOf(s.team_id), side: s.side!, map: s.map })}
                {s.timed_out && t('tournaments.veto.timedOut')}
              </li>
            ))}
        </ul>
      )}

      {veto.games.length > 0 && (
        <ol className="list-unstyled match-veto__games" aria-label={t('tournaments.veto.games')}>
          {veto.games.map((game) => (
            <li key={game.number} className="match-veto__game">
              <strong>{t('tournaments.veto.gameMap', { game: game.number, map: game.map })}</strong>
              <span>
                {t('tournaments.veto.host', { team: nameOf(game.host_team_id) })}
                {game.attack_team_id !== null &&
                  t('tournaments.veto.attacks', { team: nameOf(game.attack_team_id) })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
