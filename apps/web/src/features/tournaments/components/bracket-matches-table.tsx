/**
 * The bracket as a table of matches: round, both teams (linked to their pages) with their scores, where the match
 * stands, and the link to the match room of those the viewer may open. Screen readers get it instead of the drawn
 * bracket; everyone sees it when the drawing cannot load, and keyboard users when they reach its links.
 */
import { appHref } from '@arena/shared/app-links';
import { Link } from 'react-router';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { matchRoomHref } from '../../../lib/routes';
import { BYE, TO_BE_DECIDED, type BracketRow, type BracketSide } from './bracket-rows';
import './bracket-matches-table.css';
import { FORFEIT_KEYS, useTournamentsT } from '../i18n';
import { localRoundLabel } from '../../../components/round-label';
import { useRoundLabelT, type SayRound } from '../../../components/round-label-i18n';

type T = ReturnType<typeof useTournamentsT>['t'];

/** A side without a team: a bye or a place still to be decided, in the shown language. */
const sideName = (t: T, name: string) =>
  name === BYE
    ? t('tournaments.bracketStatus.bye')
    : name === TO_BE_DECIDED
      ? t('tournaments.toBeDecided')
      : name;

function SideCell({ side }: { side: BracketSide }) {
  const { t } = useTournamentsT();
  return (
    <>
      {side.teamId === null ? (
        sideName(t, side.name)
      ) : (
        <Link to={appHref.team(side.teamId)} className="link-light">
          {side.name}
        </Link>
      )}
      {side.mine && <span className="bracket-matches__mine">{t('tournaments.room.yourTeam')}</span>}
      {side.forfeit ? (
        <span className="bracket-matches__score">, {t(FORFEIT_KEYS[side.forfeit])}</span>
      ) : (
        side.score !== null && (
          <span className="bracket-matches__score">
            {t('tournaments.matches.score', { score: side.score })}
          </span>
        )
      )}
    </>
  );
}

const roundMatch = (t: T, sayRound: SayRound, row: BracketRow) =>
  t('tournaments.matches.roundMatch', { round: localRoundLabel(sayRound, row.round), number: row.number });

const columnsFor = (t: T, sayRound: SayRound): DataColumn<BracketRow>[] => [
  {
    key: 'match',
    header: t('tournaments.matches.match'),
    rowHeader: true,
    cell: (row) => roundMatch(t, sayRound, row),
  },
  { key: 'team1', header: t('tournaments.matches.team1'), cell: (row) => <SideCell side={row.sides[0]} /> },
  { key: 'team2', header: t('tournaments.matches.team2'), cell: (row) => <SideCell side={row.sides[1]} /> },
  { key: 'status', header: t('tournaments.matches.status'), cell: (row) => row.status },
];

const roomColumnFor = (t: T, sayRound: SayRound): DataColumn<BracketRow> => ({
  key: 'room',
  header: t('tournaments.matches.room'),
  cell: (row) =>
    row.room ? (
      <Link to={matchRoomHref(row.matchId)} className="link-light">
        {t('tournaments.matches.room')}{' '}
        <span className="visually-hidden">
          {t('tournaments.matches.roomOf', {
            round: localRoundLabel(sayRound, row.round),
            number: row.number,
          })}
        </span>
      </Link>
    ) : (
      t('tournaments.matches.none')
    ),
});

export function BracketMatchesTable({
  rows,
  tournamentName,
  visible,
}: {
  rows: BracketRow[];
  tournamentName: string;
  /** Hidden from the eye (not from screen readers) while the drawn bracket shows the same. */
  visible: boolean;
}) {
  const { t } = useTournamentsT();
  const { t: sayRound } = useRoundLabelT();
  const caption = t('tournaments.matches.caption', { tournament: tournamentName });
  const columns = columnsFor(t, sayRound);
  const rooms = rows.some((row) => row.room);
  const links = rooms || rows.some((row) => row.sides.some((side) => side.teamId !== null));
  // Hidden from the eye while the drawing shows the same, but shown while a keyboard user is on its links.
  const hidden = links ? 'visually-hidden-focusable' : 'visually-hidden';
  return (
    <div className={visible ? 'bracket-matches' : `bracket-matches ${hidden}`}>
      <DataTable
        caption={caption}
        captionHidden={!visible}
        columns={rooms ? [...columns, roomColumnFor(t, sayRound)] : columns}
        rows={rows}
        rowKey={(row) => row.matchId}
        scrollLabel={visible ? caption : undefined}
      />
    </div>
  );
}
