/**
 * Panel 3, My Tournaments (spec 001 section 2): the tournaments my teams are entered in, 5 rows a page
 * with the pager. A row opens the tournament's detail page with the item in navigation state, as the
 * tournament list does; the name is the row's link, stretched over the row for pointer users. Tournaments a
 * team waits for are listed too, with the place in line and, for the captain, Leave waitlist (decision 0023).
 */
import { createContext, useContext, useState } from 'react';
import { Link } from 'react-router';
import { PAGE_SIZE } from '@arena/shared/constants';
import type { EnrolledTournament } from '@arena/shared/enrolment';
import { AccountPanel } from '../../../components/account-panel';
import type { DataColumn } from '../../../components/data-table';
import { HistoryTable } from '../../../components/history-table';
import {
  teamSizeLabel,
  useTournamentFormat,
  type TournamentFormat,
} from '../../../components/tournament-format';
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
import { useAccountT } from '../i18n';

type T = ReturnType<typeof useAccountT>['t'];

const columnsFor = (t: T, format: TournamentFormat): DataColumn<EnrolledTournament>[] => [
  {
    key: 'name',
    header: t('account.myTournaments.name'),
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
    header: t('account.myTournaments.size'),
    className: 'text-nowrap',
    cell: (tournament) => teamSizeLabel(tournament.team_size),
  },
  {
    key: 'end',
    header: t('account.myTournaments.end'),
    className: 'text-nowrap',
    cell: (tournament) => formatDate(tournament.tournament_end_date),
  },
  {
    key: 'prize',
    header: t('account.myTournaments.prize'),
    className: 'text-nowrap',
    cell: (tournament) => format.prize(tournament.winning_prize),
  },
  { key: 'team', header: t('account.myTournaments.team'), cell: (tournament) => tournament.team_name },
  {
    key: 'state',
    header: t('account.myTournaments.status'),
    className: 'text-nowrap',
    // The spec's columns stay as they are; check-in (decision 0023) sits under the state.
    // One box: on a phone's row card the cell lays its children out in a row beside the column's name.
    cell: (tournament) => (
      <div>
        <span className={`state-badge state-badge--${tournament.tournament_state}`}>
          {format.state(tournament.tournament_state)}
        </span>
        {tournament.entry_status === 'waitlisted' && <WaitlistCell tournament={tournament} />}
        {tournament.entry_status === 'dropped' ? (
          // Dropped at the start for not checking in (decision 0028): kept in the list, saying so.
          <span className="my-tournaments__check-in-note">{t('account.myTournaments.dropped')}</span>
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
  const { t } = useAccountT();
  return (
    <>
      <span className="my-tournaments__waitlist-note">
        {t('account.myTournaments.waitlistPlace', { n: tournament.waitlist_position ?? 1 })}
      </span>
      {tournament.is_captain && tournament.tournament_state === 'pending' && (
        <button
          type="button"
          // Above the row's stretched link, so the button gets the click.
          className="btn btn-sm btn-outline-danger position-relative d-block mt-1 my-tournaments__leave-waitlist"
          onClick={() => askToLeave(tournament)}
        >
          {t('account.myTournaments.leaveWaitlist')}{' '}
          <span className="visually-hidden">
            {t('account.myTournaments.leaveWaitlistOf', { tournament: tournament.tournament_name })}
          </span>
        </button>
      )}
    </>
  );
}

/** Check-in for the row's team: the captain's button while the window is open, otherwise where it stands. */
function CheckInCell({ tournament }: { tournament: EnrolledTournament }) {
  const checkIn = useCheckInTeam();
  const { t } = useAccountT();
  if (tournament.check_in_opens_at === null || tournament.tournament_state !== 'pending') return null;
  if (tournament.checked_in)
    return <span className="my-tournaments__check-in-note">{t('account.myTournaments.checkedIn')}</span>;
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
        {t('account.myTournaments.checkIn')}
      </button>
    );
  }
  return (
    <span className="my-tournaments__check-in-note">
      {t('account.myTournaments.checkInOpens', { when: formatDateTime(tournament.check_in_opens_at) })}
    </span>
  );
}

export function MyTournamentsPanel({ userId }: { userId: number }) {
  const [page, setPage] = useState(1);
  const enrolled = useEnrolledTournaments(userId);
  const current = enrolled.data ? listPage(enrolled.data, undefined, page, PAGE_SIZE.myTournaments) : null;
  const leave = useRemoveTournamentParticipant();
  const [leaving, setLeaving] = useState<EnrolledTournament | null>(null);
  const { t, tRich } = useAccountT();
  const format = useTournamentFormat();

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
            title={t('account.myTournaments.enrolled')}
            columns={columnsFor(t, format)}
            rowKey={(tournament) => `${tournament.id}-${tournament.team_id}`}
            // The whole list arrives at once and is sliced here, 5 a page (spec 001 section 9).
            query={{
              data: current ?? undefined,
              isPending: enrolled.isPending,
              error: enrolled.error,
              isPlaceholderData: false,
            }}
            page={current?.pagination.page ?? page}
            empty={t('account.myTournaments.none')}
            onPageChange={setPage}
          />
        </LeaveWaitlistContext>
      </div>
      <ConfirmDialog
        show={leaving !== null}
        title={t('account.myTournaments.leaveQuestion')}
        confirmLabel={t('account.myTournaments.exit')}
        cancelLabel={t('account.myTournaments.close')}
        busy={leave.isPending}
        onConfirm={confirmLeave}
        onCancel={() => setLeaving(null)}
      >
        <p className="mb-0">
          {tRich('account.myTournaments.leaveText', {
            team: leaving?.team_name ?? '',
            tournament: leaving?.tournament_name ?? '',
            b: (chunks) => <strong>{chunks}</strong>,
          })}
        </p>
      </ConfirmDialog>
    </AccountPanel>
  );
}
