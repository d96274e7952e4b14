/**
 * Panel 3, My Tournaments (spec 001 section 2): the tournaments my teams are entered in, 5 rows a page
 * with the pager. A row opens the tournament's detail page with the item in navigation state, as the
 * tournament list does; the name is the row's link, stretched over the row for pointer users.
 */
import { useState } from 'react';
import { Link } from 'react-router';
import { PAGE_SIZE } from '@arena/shared/constants';
import type { EnrolledTournament } from '@arena/shared/enrolment';
import { AccountPanel } from '../../../components/account-panel';
import type { DataColumn } from '../../../components/data-table';
import { HistoryTable } from '../../../components/history-table';
import { formatPrize, teamSizeLabel, TOURNAMENT_STATE_LABEL } from '../../../components/tournament-format';
import { formatDate } from '../../../lib/format';
import { listPage } from '../../../lib/pagination';
import { viewTournamentLink } from '../../../lib/routes';
import { useEnrolledTournaments } from '../api/get-enrolled-tournaments';

export const NO_ENROLLED_TOURNAMENTS = 'Your teams have not entered any tournament yet.';

const columns: DataColumn<EnrolledTournament>[] = [
  {
    key: 'name',
    header: 'Tournament Name',
    rowHeader: true,
    cell: (tournament) => {
      const link = viewTournamentLink(tournament);
      return (
        <Link to={link.to} state={link.state} className="stretched-link my-tournaments__link">
          {tournament.tournament_name}
        </Link>
      );
    },
  },
  {
    key: 'size',
    header: 'Team Size',
    className: 'text-nowrap',
    cell: (tournament) => teamSizeLabel(tournament.team_size),
  },
  {
    key: 'end',
    header: 'End Date',
    className: 'text-nowrap',
    cell: (tournament) => formatDate(tournament.tournament_end_date),
  },
  {
    key: 'prize',
    header: 'Winning Prize',
    className: 'text-nowrap',
    cell: (tournament) => formatPrize(tournament.winning_prize),
  },
  { key: 'team', header: 'Team', cell: (tournament) => tournament.team_name },
  {
    key: 'state',
    header: 'Status',
    className: 'text-nowrap',
    cell: (tournament) => (
      <span className={`state-badge state-badge--${tournament.tournament_state}`}>
        {TOURNAMENT_STATE_LABEL[tournament.tournament_state]}
      </span>
    ),
  },
];

export function MyTournamentsPanel({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const enrolled = useEnrolledTournaments(userId);
  const current = enrolled.data ? listPage(enrolled.data, undefined, page, PAGE_SIZE.myTournaments) : null;

  return (
    <AccountPanel title="My Tournaments">
      <div className="my-tournaments">
        <HistoryTable
          title="Enrolled Tournaments"
          columns={columns}
          rowKey={(tournament) => `${tournament.id}-${tournament.team_id}`}
          // The whole list arrives at once and is sliced here, 5 a page (spec 001 section 9).
          query={{
            data: current ?? undefined,
            isPending: enrolled.isPending,
            error: enrolled.error,
            isPlaceholderData: false,
          }}
          page={current?.pagination.page ?? page}
          empty={NO_ENROLLED_TOURNAMENTS}
          onPageChange={setPage}
        />
      </div>
    </AccountPanel>
  );
}
