/**
 * The match room's map veto (decision 0041): the pool with each map's state, whose turn it is with the time left,
 * buttons for the captain on turn (plain buttons, no dragging), the steps taken, then each game's map and host.
 * It follows the veto live (match-veto.ts); the countdown is a timer, never a live region, while the turn line
 * is announced politely when it changes.
 */
import { useEffect, useId, useState } from 'react';
import {
  VETO_SIDE_LABELS,
  type MatchVeto,
  type MatchVetoStep,
  type VetoSide,
} from '@arena/shared/match-veto';
import { useMatchVeto, useVetoAction } from '../api/match-veto';
import './match-veto.css';

const MODE_LABELS: Record<MatchVeto['mode'], string> = {
  bans: 'Bans',
  ban_pick: 'Ban and pick',
  schedule: 'Fixed order',
};

const ACTION_VERBS = { ban: 'ban a map', pick: 'pick a map', side: 'choose a side' } as const;

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
  title = 'Map veto',
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
  const nameOf = (teamId: number | null) =>
    teamId === null ? 'Decider' : (teamNames.get(teamId) ?? 'A team');
  const secondsLeft = useSecondsLeft(veto.turn_due_at);
  const act = useVetoAction(veto.match_id);
  const { states, gameOf } = mapStates(veto);
  const turn = veto.turn;
  const turnLine = veto.completed_at
    ? 'The veto is complete.'
    : turn
      ? veto.my_turn && !readOnly
        ? `Your turn: ${ACTION_VERBS[turn.action]}${turn.map ? ` on ${turn.map}` : ''}.`
        : `${nameOf(turn.team_id)} to ${ACTION_VERBS[turn.action]}${turn.map ? ` on ${turn.map}` : ''}.`
      : 'The veto closed when the match was decided.';

  return (
    <section className="match-veto" aria-labelledby={titleId}>
      <Heading id={titleId} className="match-veto__title">
        {title}
      </Heading>
      <p className="match-veto__meta">
        {MODE_LABELS[veto.mode]} · Bo{veto.best_of} · {nameOf(veto.first_team_id)} (higher seed) acts first
      </p>
      <p className="match-veto__turn" aria-live="polite">
        {turnLine}
      </p>
      {secondsLeft !== null && !veto.completed_at && (
        <p className="match-veto__countdown">
          <span role="timer" aria-label={`${secondsLeft} seconds left`}>
            {clockText(secondsLeft)}
          </span>{' '}
          left, then a random choice is made.
        </p>
      )}

      <ul className="list-unstyled match-veto__pool" aria-label="Map pool">
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
              ? 'Open'
              : state === 'banned'
                ? `Banned by ${nameOf(step!.team_id)}`
                : state === 'picked'
                  ? `Game ${game}: picked by ${nameOf(step!.team_id)}`
                  : `Game ${game}: decider`;
          return (
            <li key={map} className={`match-veto__map match-veto__map--${state}`}>
              <span className="match-veto__map-name">{map}</span>
              <span className="match-veto__map-state">
                {label}
                {step?.timed_out && ' (time ran out)'}
              </span>
            </li>
          );
        })}
      </ul>

      {veto.my_turn && !readOnly && turn && (
        <div className="match-veto__actions" role="group" aria-label="Your veto choices">
          {turn.action === 'side'
            ? veto.legal_actions.map((legal) => (
                <button
                  key={legal.side}
                  type="button"
                  className="btn btn-info"
                  disabled={act.isPending}
                  onClick={() => act.mutate({ action: 'side', map: legal.map, side: legal.side as VetoSide })}
                >
                  Start on {VETO_SIDE_LABELS[legal.side as VetoSide]} on {legal.map}
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
                  {legal.action === 'ban' ? 'Ban' : 'Pick'} {legal.map}
                </button>
              ))}
        </div>
      )}

      {veto.steps.some((s) => s.action === 'side') && (
        <ul className="list-unstyled match-veto__sides" aria-label="Side choices">
          {veto.steps
            .filter((s) => s.action === 'side' && s.side)
            .map((s) => (
              <li key={s.step}>
                {nameOf(s.team_id)} starts on {VETO_SIDE_LABELS[s.side!]} on {s.map}
                {s.timed_out && ' (time ran out)'}
              </li>
            ))}
        </ul>
      )}

      {veto.games.length > 0 && (
        <ol className="list-unstyled match-veto__games" aria-label="Games">
          {veto.games.map((game) => (
            <li key={game.number} className="match-veto__game">
              <strong>
                Game {game.number}: {game.map}
              </strong>
              <span>
                Host: {nameOf(game.host_team_id)}
                {game.attack_team_id !== null && ` · ${nameOf(game.attack_team_id)} starts on Attack`}
              </span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
