/**
 * The teams entered in a tournament: seed, captain, entry status, check-in and fee, and each roster on
 * request; before the start the organiser checks a team in or removes it (decision 0028). A tournament seeded by
 * rating shows each team's rating (its rated players' average) and, before the start, the seed it has by rating
 * now, teams in that order (decision 0045; read-only here).
 */
import { useState } from 'react';
import type { AdminParticipant, AdminRosterPlayer, AdminTournament } from '@arena/shared/admin-catalogue';
import { removeEntryBody } from '@arena/shared/organiser-entries';
import { platformIdLines } from '@arena/shared/platforms';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { showSuccess } from '../../../lib/toast';
import { useCheckInEntry } from '../api/check-in-entry';
import { useRemoveEntry } from '../api/remove-entry';
import { ReasonConfirmDialog } from './reason-confirm-dialog';
import { StatusBadge, type BadgeTone } from './status-badge';
import '../admin.css';
import './participants-table.css';

const ENTRY_STATUS: Record<AdminParticipant['status'], { label: string; tone: BadgeTone }> = {
  active: { label: 'Entered', tone: 'success' },
  left: { label: 'Left (refunded)', tone: 'neutral' },
  refunded: { label: 'Refunded', tone: 'neutral' },
  no_show: { label: 'Dropped: no check-in', tone: 'neutral' },
  removed: { label: 'Removed by organiser', tone: 'danger' },
};

const removeReason = removeEntryBody.pick({ reason: true });

/** Where a team stands at check-in: shown for the teams that hold a place in a tournament with check-in. */
function CheckInState({ entry }: { entry: AdminParticipant }) {
  if (entry.status !== 'active') return <span className="text-body-secondary">-</span>;
  return entry.checked_in ? (
    <StatusBadge tone="success">Checked in</StatusBadge>
  ) : (
    <StatusBadge tone="warning">Not checked in</StatusBadge>
  );
}

function platformIds(player: AdminRosterPlayer): string {
  const ids = platformIdLines(player);
  return ids.length > 0 ? ids.join(' · ') : 'No platform IDs';
}

function Roster({ participant }: { participant: AdminParticipant }) {
  const count = participant.players.length;
  return (
    <details className="admin-roster">
      <summary>
        {count} player{count === 1 ? '' : 's'}
        <span className="visually-hidden"> of {participant.team_name}</span>
      </summary>
      <ul className="admin-roster__list list-unstyled">
        {participant.players.map((player) => (
          <li key={player.id}>
            <span className="admin-roster__name">{player.name}</span>{' '}
            <span className="text-body-secondary">({player.player_id})</span>
            {player.is_captain && <StatusBadge tone="info">Captain</StatusBadge>}
            {player.tokens_paid > 0 && (
              <span className="text-body-secondary">
                {' '}
                · {player.tokens_paid} token{player.tokens_paid === 1 ? '' : 's'} paid
              </span>
            )}
            <div className="admin-roster__ids">{platformIds(player)}</div>
          </li>
        ))}
      </ul>
    </details>
  );
}

const baseColumns: DataColumn<AdminParticipant>[] = [
  { key: 'seed', header: 'Seed', cell: (entry) => entry.seed ?? '-' },
  { key: 'team', header: 'Team', rowHeader: true, cell: (entry) => entry.team_name },
  {
    key: 'captain',
    header: 'Captain',
    // One element: on a phone the cell is a flex row (label, value), where loose text and a span would part.
    cell: (entry) => (
      <span>
        {entry.captain.name} <span className="text-body-secondary">({entry.captain.player_id})</span>
      </span>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (entry) => (
      <StatusBadge tone={ENTRY_STATUS[entry.status].tone}>{ENTRY_STATUS[entry.status].label}</StatusBadge>
    ),
  },
];

/** The seed by rating now: equal teams are marked, the start draws lots between them. */
const ratingSeedColumn: DataColumn<AdminParticipant> = {
  key: 'seed',
  header: 'Seed by rating',
  cell: (entry) =>
    entry.rating_seed === null ? (
      '-'
    ) : (
      <span>
        {entry.rating_seed}
        {entry.rating_tied && (
          <>
            {' '}
            <StatusBadge tone="warning">Tied</StatusBadge>
          </>
        )}
      </span>
    ),
};

/** The team's rating for seeding: its rated players' average, and how many of its players have a rating. */
const ratingColumn: DataColumn<AdminParticipant> = {
  key: 'rating',
  header: 'Rating',
  cell: (entry) =>
    entry.rating === null ? (
      <span className="text-body-secondary">Unrated</span>
    ) : (
      <span>
        {entry.rating.toFixed(1)}{' '}
        <span className="admin-rating-count text-body-secondary">
          {entry.rated_players} of {entry.players.length} rated
        </span>
      </span>
    ),
};

/** Before the start of a rating tournament: active teams in their seed order, the others after them. */
function byRatingSeed(participants: AdminParticipant[]): AdminParticipant[] {
  const rank = (entry: AdminParticipant) => entry.rating_seed ?? Number.MAX_SAFE_INTEGER;
  return [...participants].sort((a, b) => rank(a) - rank(b));
}

const checkInColumn: DataColumn<AdminParticipant> = {
  key: 'check-in',
  header: 'Check-in',
  cell: (entry) => <CheckInState entry={entry} />,
};

const tailColumns: DataColumn<AdminParticipant>[] = [
  { key: 'fee', header: 'Fee paid', cell: (entry) => `${entry.entry_fee_paid} credits` },
  {
    key: 'entered',
    header: 'Entered on',
    cell: (entry) => <time dateTime={entry.enrolled_at}>{formatDateTime(entry.enrolled_at)}</time>,
  },
  { key: 'roster', header: 'Roster', cell: (entry) => <Roster participant={entry} /> },
];

export function ParticipantsTable({
  tournament,
  participants,
}: {
  tournament: Pick<
    AdminTournament,
    'id' | 'tournament_state' | 'check_in_minutes' | 'tournament_name' | 'seeding'
  >;
  participants: AdminParticipant[];
}) {
  const checkIn = useCheckInEntry(tournament.id);
  const remove = useRemoveEntry(tournament.id);
  const [removing, setRemoving] = useState<AdminParticipant | null>(null);
  const [refund, setRefund] = useState(true);
  const usesCheckIn = tournament.check_in_minutes > 0;
  const pending = tournament.tournament_state === 'pending';

  const checkTeamIn = async (entry: AdminParticipant) => {
    try {
      showSuccess((await checkIn.mutateAsync(entry.entry_id)).message);
    } catch {
      // The query client shows error[0].
    }
  };

  const confirmRemove = async (reason: string) => {
    if (!removing) return;
    try {
      showSuccess(
        (await remove.mutateAsync({ entryId: removing.entry_id, body: { refund, reason } })).message,
      );
      setRemoving(null);
    } catch {
      // The query client shows error[0].
    }
  };

  const actionsColumn: DataColumn<AdminParticipant> = {
    key: 'actions',
    header: 'Actions',
    cell: (entry) =>
      entry.status === 'active' ? (
        <div className="admin-entry-actions">
          {usesCheckIn && !entry.checked_in && (
            <button
              type="button"
              className="btn btn-sm btn-outline-info"
              aria-label={`Check in ${entry.team_name}`}
              disabled={checkIn.isPending && checkIn.variables === entry.entry_id}
              onClick={() => void checkTeamIn(entry)}
            >
              Check in
            </button>
          )}
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            aria-label={`Remove ${entry.team_name}`}
            onClick={() => {
              setRefund(true);
              setRemoving(entry);
            }}
          >
            Remove
          </button>
        </div>
      ) : null,
  };

  const byRating = tournament.seeding === 'rating';
  const previewSeeds = byRating && pending;
  const [seedColumn, teamColumn, ...restOfBase] = baseColumns;
  const columns = [
    previewSeeds ? ratingSeedColumn : seedColumn!,
    teamColumn!,
    ...(byRating ? [ratingColumn] : []),
    ...restOfBase,
    ...(usesCheckIn ? [checkInColumn] : []),
    ...tailColumns,
    ...(pending ? [actionsColumn] : []),
  ];

  return (
    <>
      {previewSeeds && (
        <p className="form-text mt-0">
          Seeded by rating at the start: the highest average rating of a team&apos;s rated players for this
          game and team size is seed 1, unrated teams come last, and tied teams are drawn by lot.
        </p>
      )}
      <DataTable
        caption="Participants"
        captionHidden
        columns={columns}
        rows={previewSeeds ? byRatingSeed(participants) : participants}
        rowKey={(entry) => entry.entry_id}
        empty="No team has entered yet."
        className="admin-table admin-participants"
        scrollLabel="Participants table"
      />
      <ReasonConfirmDialog
        show={removing !== null}
        title={`Remove ${removing?.team_name ?? ''} from ${tournament.tournament_name}?`}
        confirmLabel="Remove team"
        reasonLabel="Reason (the team is told)"
        schema={removeReason}
        busy={remove.isPending}
        onConfirm={(reason) => void confirmRemove(reason)}
        onCancel={() => setRemoving(null)}
      >
        <p>
          The team loses its place and is unlocked; the first team on the waitlist that can enter takes the
          place.
        </p>
        <div className="form-check mb-3">
          <input
            id="remove-entry-refund"
            type="checkbox"
            className="form-check-input"
            checked={refund}
            onChange={(event) => setRefund(event.target.checked)}
          />
          <label className="form-check-label" htmlFor="remove-entry-refund">
            Refund what the entry paid ({removing?.entry_fee_paid ?? 0} credits and any VIP tokens)
          </label>
        </div>
      </ReasonConfirmDialog>
    </>
  );
}
