/**
 * Panel 3, My Tournaments (spec 001 section 2): the tournaments my teams are entered in, 5 rows a page
 * with the pager. A row opens the tournament's detail page with the item in navigation state, as the
 * tournament list does; the name is the row's link, stretched over the row for pointer users. Tournaments a
 * team waits for are listed too, with the place in line and, for the captain, Leave waitlist (decision 0023).
 */
import { createContext, useContext, useState } from 'react';
import { WAITLIST_MESSAGES } from '@arena/shared/match-day-messages';
import { Link } from 'react-router';
import { PAGE_SIZE } from '@arena/shared/constants';
import type { EnrolledTournament } from '@arena/shared/enrolment';
import { AccountPanel } from '../../../components/account-panel';
import type { DataColumn } from '../../../components/data-table';
import { HistoryTable } from '../../../components/history-table';
import { formatPrize, teamSizeLabel, TOURNAMENT_STATE_LABEL } from '../../../components/tournament-format';
import { isCheckInOpen, useCheckInTeam } from '../../../api/check-in-team';
import { useRemoveTournamentParticipant } from '../../../api/remove-tournament-participant';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDate, formatDateTime } from '../../../lib/format';
import { showSuccess } from '../../../lib/toast';
import { listPage } from '../../../lib/pagination';
import { viewTournamentLink } from '../../../lib/routes';
import { useEnrolledTournaments } from '../api/get-enrolled-tournaments';
import './my-tournaments-panel.css';
import './my-tournaments-check-in.css';

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
    // The spec's columns stay as they are; check-in (decision 0023) sits under the state.
    // One box: on a phone's row card the cell lays its children out in a row beside the column's name.
    cell: (tournament) => (
      <div>
        <span className={`state-badge state-badge--${tournament.tournament_state}`}>
          {TOURNAMENT_STATE_LABEL[tournament.tournament_state]}
        </span>
        {tournament.entry_status === 'waitlisted' && <WaitlistCell tournament={tournament} />}
        {tournament.entry_status === 'dropped' ? (
          // Dropped at the start for not checking in (decision 0028): kept in the list, saying so.
          <span className="my-tournaments__check-in-note">Dropped: no check-in</span>
        ) : (
          <CheckInCell tournament={tournament} />
        )}
      </div>
    ),
  },
];

/** Opens the panel's one Leave waitlist dialog for a row. */
const LeaveWaitlistContext = createContext<(tournament: EnrolledTournament) => void>(() => undefined);

/** A waiting team: its place in line and, for the captain before the start, Leave waitlist. */
function WaitlistCell({ tournament }: { tournament: EnrolledTournament }) {
  const askToLeave = useContext(LeaveWaitlistContext);
  return (
    <>
      <span className="my-tournaments__waitlist-note">
        {WAITLIST_MESSAGES.place(tournament.waitlist_position ?? 1)}
      </span>
      {tournament.is_captain && tournament.tournament_state === 'pending' && (
        <button
          type="button"
          // Above the row's stretched link, so the button gets the click.
          className="btn btn-sm btn-outline-danger position-relative d-block mt-1 my-tournaments__leave-waitlist"
          onClick={() => askToLeave(tournament)}
        >
          Leave waitlist <span className="visually-hidden">of {tournament.tournament_name}</span>
        </button>
      )}
    </>
  );
}

/** Check-in for the row's team: the captain's button while the window is open, otherwise where it stands. */
function CheckInCell({ tournament }: { tournament: EnrolledTournament }) {
  const checkIn = useCheckInTeam();
  if (tournament.check_in_opens_at === null || tournament.tournament_state !== 'pending') return null;
  if (tournament.checked_in) return <span className="my-tournaments__check-in-note">Checked in</span>;
  if (tournament.is_captain && isCheckInOpen(tournament, Date.now())) {
    return (
      <button
        type="button"
        // Above the row's stretched link, so the button gets the click.
        className="btn btn-sm btn-accent position-relative d-block mt-1 my-tournaments__check-in"
        disabled={checkIn.isPending}
        aria-busy={checkIn.isPending}
        onClick={() =>
          checkIn.mutate(
            { tournament_id: tournament.id },
            { onSuccess: (answer) => showSuccess(answer.message) },
          )
        }
      >
        Check in
      </button>
    );
  }
  return (
    <span className="my-tournaments__check-in-note">
      Check-in opens {formatDateTime(tournament.check_in_opens_at)}
    </span>
  );
}

export function MyTournamentsPanel({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const enrolled = useEnrolledTournaments(userId);
  const current = enrolled.data ? listPage(enrolled.data, undefined, page, PAGE_SIZE.myTournaments) : null;
  const leave = useRemoveTournamentParticipant();
  const [leaving, setLeaving] = useState<EnrolledTournament | null>(null);

  const confirmLeave = () => {
    if (!leaving) return;
    leave.mutate(
      { tournament_id: leaving.id, captain_id: userId },
      {
        onSuccess: (answer) => {
          showSuccess(answer.message);
          setLeaving(null);
        },
      },
    );
  };

  return (
    <AccountPanel title="My Tournaments">
      <div className="my-tournaments">
        <LeaveWaitlistContext value={setLeaving}>
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
        </LeaveWaitlistContext>
      </div>
      <ConfirmDialog
        show={leaving !== null}
        title={WAITLIST_MESSAGES.leaveQuestion}
        confirmLabel="Exit"
        cancelLabel="Close"
        busy={leave.isPending}
        onConfirm={confirmLeave}
        onCancel={() => setLeaving(null)}
      >
        <p className="mb-0">
          Your team {leaving?.team_name} will leave the waitlist of{' '}
          <strong>{leaving?.tournament_name}</strong>.
        </p>
      </ConfirmDialog>
    </AccountPanel>
  );
}
