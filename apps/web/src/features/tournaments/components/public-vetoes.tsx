/**
 * The tournament page's map vetoes (decision 0041, Update): anyone viewing the tournament picks one of the matches
 * whose two teams are known and sees its veto as the teams do (the maps banned and picked, by whom, the decider,
 * the sides, whose turn it is and the games), without the captain's choices. Shown only when the tournament has
 * a veto; the veto opens when its match is ready with both teams.
 */
import { useId, useMemo, useState } from 'react';
import type { TournamentBracket } from '@arena/shared/brackets';
import { usePublicMatchVeto } from '../api/match-veto';
import { useTournamentsT } from '../i18n';
import { localRoundLabel } from '../../../components/round-label';
import { useRoundLabelT } from '../../../components/round-label-i18n';
import { BYE, TO_BE_DECIDED, bracketRows } from './bracket-rows';
import { VetoLoaded } from './match-veto';
import './public-vetoes.css';

/** brackets-manager's status: 4 completed, 5 archived. */
const COMPLETED = 4;

export function PublicVetoes({ bracket }: { bracket: TournamentBracket }) {
  const selectId = useId();
  const titleId = useId();
  const { t } = useTournamentsT();
  const { t: sayRound } = useRoundLabelT();
  const rows = useMemo(
    () =>
      bracketRows(bracket).filter((row) =>
        row.sides.every((side) => side.name !== TO_BE_DECIDED && side.name !== BYE),
      ),
    [bracket],
  );
  const teamNames = useMemo(
    () => new Map(bracket.participants.map((p) => [p.team_id, p.name])),
    [bracket.participants],
  );
  const status = useMemo(() => new Map(bracket.matches.map((m) => [m.id, m.status])), [bracket.matches]);
  const [chosen, setChosen] = useState<number | null>(null);
  // The first match still to be decided, else the last one played.
  const fallback = rows.find((row) => (status.get(row.matchId) ?? 0) < COMPLETED) ?? rows.at(-1);
  const matchId = rows.some((row) => row.matchId === chosen) ? chosen : (fallback?.matchId ?? null);
  const veto = usePublicMatchVeto(matchId);
  if (rows.length === 0 || matchId === null) return null;
  const row = rows.find((r) => r.matchId === matchId)!;

  return (
    <section className="public-vetoes" aria-labelledby={titleId}>
      <h3 id={titleId} className="bracket-section__title">
        {t('tournaments.publicVeto.title')}
      </h3>
      <div className="public-vetoes__pick">
        <label htmlFor={selectId} className="form-label">
          {t('tournaments.publicVeto.match')}
        </label>
        <select
          id={selectId}
          className="form-select"
          value={matchId}
          onChange={(event) => setChosen(Number(event.target.value))}
        >
          {rows.map((r) => (
            <option key={r.matchId} value={r.matchId}>
              {t('tournaments.publicVeto.option', {
                round: localRoundLabel(sayRound, r.round),
                number: r.number,
                first: r.sides[0].name,
                second: r.sides[1].name,
              })}
            </option>
          ))}
        </select>
      </div>
      {veto.isPending ? (
        <div className="py-3 text-center" role="status">
          <span className="spinner-border spinner-border-sm text-info" aria-hidden="true" />
          <span className="visually-hidden">{t('tournaments.publicVeto.loading')}</span>
        </div>
      ) : veto.isError ? (
        <p className="text-body-secondary">{t('tournaments.publicVeto.failed')}</p>
      ) : veto.data ? (
        <VetoLoaded
          veto={veto.data}
          teamNames={teamNames}
          readOnly
          Heading="h4"
          title={t('tournaments.publicVeto.vetoTitle', {
            first: row.sides[0].name,
            second: row.sides[1].name,
          })}
        />
      ) : (
        <p className="text-body-secondary">{t('tournaments.publicVeto.notYet')}</p>
      )}
    </section>
  );
}
