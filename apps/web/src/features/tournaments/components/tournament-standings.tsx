/**
 * The Results tab of a finished tournament: the champion, the podium (1st to 3rd, ties sharing a step) and
 * the full standings with the prize each team was paid, from the standings beside the public bracket.
 */
import type { TournamentStanding } from '@arena/shared/brackets';
import type { Tournament } from '@arena/shared/catalogue';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { TeamLink } from '../../../components/profile-links';
import { useTournamentFormat, type TournamentFormat } from '../../../components/tournament-format';
import { useStoredUser } from '../../../lib/session';
import { useTournamentStandings } from '../../../api/get-tournament-bracket';
import { useTournamentsT } from '../i18n';

type T = ReturnType<typeof useTournamentsT>['t'];

/** 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st… in English; 1., 2. in German; 1er, 2e in French. */
export const ordinal = (t: T, n: number): string => t('tournaments.standings.ordinal', { n });

/** A prize of nothing reads as a dash in the table, not as the spec's 'N/A' for a tournament without one. */
const prizeCell = (format: TournamentFormat, prize: number) => (prize > 0 ? format.prize(prize) : '-');

const columnsFor = (t: T, format: TournamentFormat): DataColumn<TournamentStanding>[] => [
  {
    key: 'place',
    header: t('tournaments.standings.place'),
    className: 'standings__place',
    cell: (row) => ordinal(t, row.placing),
  },
  {
    key: 'team',
    header: t('tournaments.standings.team'),
    rowHeader: true,
    cell: (row) => <TeamLink teamId={row.team_id}>{row.team_name}</TeamLink>,
  },
  {
    key: 'prize',
    header: t('tournaments.standings.prize'),
    className: 'text-end',
    cell: (row) => prizeCell(format, row.prize),
  },
];

export function TournamentStandings({ tournament }: { tournament: Tournament }) {
  const user = useStoredUser();
  const standings = useTournamentStandings(tournament.id, user?.id ?? null);
  const { t } = useTournamentsT();
  const format = useTournamentFormat();

  if (standings.isPending) {
    return (
      <div className="standings-loading" role="status">
        <span className="spinner-border text-info" aria-hidden="true" />
        <span className="visually-hidden">{t('tournaments.standings.loading')}</span>
      </div>
    );
  }
  const rows = standings.data ?? [];
  if (rows.length === 0) return <EmptyState>{t('tournaments.standings.none')}</EmptyState>;

  const champion = rows[0]!;
  const podium = rows.filter((row) => row.placing <= 3);
  return (
    <>
      <section className="champion" aria-labelledby="champion-title">
        <svg className="champion__trophy" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M7 3h10v2h3v3a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V18h3v3H8v-3h3v-3.1A5 5 0 0 1 8.3 12H8a4 4 0 0 1-4-4V5h3V3Zm0 4H6v1a2 2 0 0 0 1 1.7V7Zm10 0v2.7A2 2 0 0 0 18 8V7h-1Z"
          />
        </svg>
        <div>
          <h3 id="champion-title" className="champion__label">
            {t('tournaments.standings.champion')}
          </h3>
          <p className="champion__team">
            <TeamLink teamId={champion.team_id}>{champion.team_name}</TeamLink>
          </p>
          {champion.prize > 0 && <p className="champion__prize">{format.prize(champion.prize)}</p>}
        </div>
      </section>
      <section aria-labelledby="podium-title">
        <h3 id="podium-title" className="standings__heading">
          {t('tournaments.standings.podium')}
        </h3>
        <ol className="podium list-unstyled">
          {podium.map((row) => (
            <li key={row.team_id} className={`podium__step podium__step--${row.placing}`}>
              <span className="podium__place">{ordinal(t, row.placing)}</span>
              <span className="podium__team">
                <TeamLink teamId={row.team_id}>{row.team_name}</TeamLink>
              </span>
              <span className="podium__prize">{prizeCell(format, row.prize)}</span>
            </li>
          ))}
        </ol>
      </section>
      <section aria-labelledby="standings-title">
        <h3 id="standings-title" className="standings__heading">
          {t('tournaments.standings.title')}
        </h3>
        <DataTable
          caption={t('tournaments.standings.title')}
          captionHidden
          columns={columnsFor(t, format)}
          rows={rows}
          rowKey={(row) => row.team_id}
        />
      </section>
    </>
  );
}
