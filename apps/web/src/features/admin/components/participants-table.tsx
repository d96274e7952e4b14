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
import type { Translator } from '../../../lib/i18n/translator';
import { useAdminT } from '../i18n';
import { ReasonConfirmDialog } from './reason-confirm-dialog';
import { StatusBadge, type BadgeTone } from './status-badge';
import '../admin.css';
import './participants-table.css';

const ENTRY_STATUS: Record<AdminParticipant['status'], { label: string; tone: BadgeTone }> = {
  active: { label: 'admin.entry.active', tone: 'success' },
  left: { label: 'admin.entry.left', tone: 'neutral' },
  refunded: { label: 'admin.entry.refunded', tone: 'neutral' },
  no_show: { label: 'admin.entry.noShow', tone: 'neutral' },
  removed: { label: 'admin.entry.removed', tone: 'danger' },
};

const removeReason = removeEntryBody.pick({ reason: true });

/** Where a team stands at check-in: shown for the teams that hold a place in a tournament with check-in. */
function CheckInState({ entry }: { entry: AdminParticipant }) {
  const { t } = useAdminT();
  if (entry.status !== 'active') return <span className="text-body-secondary">-</span>;
  return entry.checked_in ? (
    <StatusBadge tone="success">{t('admin.entry.checkedIn')}</StatusBadge>
  ) : (
    <StatusBadge tone="warning">{t('admin.entry.notCheckedIn')}</StatusBadge>
  );
}

function platformIds(player: AdminRosterPlayer, t: Translator['t']): string {
  const ids = platformIdLines(player);
  return ids.length > 0 ? ids.join(' · ') : t('admin.entry.noIds');
}

function Roster({ participant }: { participant: AdminParticipant }) {
  const { t } = useAdminT();
  const count = participant.players.length;
  return (
    <details className="admin-roster">
      <summary>
        {t('admin.entry.players', { n: count })}
        <span className="visually-hidden">{t('admin.entry.playersOf', { team: participant.team_name })}</span>
      </summary>
      <ul className="admin-roster__list list-unstyled">
        {participant.players.map((player) => (
          <li key={player.id}>
            <span className="admin-roster__name">{player.name}</span>{' '}
            <span className="text-body-secondary">({player.player_id})</span>
            {player.is_captain && <StatusBadge tone="info">{t('admin.entry.captain')}</StatusBadge>}
            {player.tokens_paid > 0 && (
              <span className="text-body-secondary">
                {' '}
                · {t('admin.entry.tokensPaid', { n: player.tokens_paid })}
              </span>
            )}
            <div className="admin-roster__ids">{platformIds(player, t)}</div>
          </li>
        ))}
      </ul>
    </details>
  );
}

const baseColumns = (t: Translator['t']): DataColumn<AdminParticipant>[] => [
  { key: 'seed', header: t('admin.entry.seed'), cell: (entry) => entry.seed ?? '-' },
  { key: 'team', header: t('admin.entry.team'), rowHeader: true, cell: (entry) => entry.team_name },
  {
    key: 'captain',
    header: t('admin.entry.captain'),
    // One element: on a phone the cell is a flex row (label, value), where loose text and a span would part.
    cell: (entry) => (
      <span>
        {entry.captain.name} <span className="text-body-secondary">({entry.captain.player_id})</span>
      </span>
    ),
  },
  {
    key: 'status',
    header: t('admin.entry.status'),
    cell: (entry) => (
      <StatusBadge tone={ENTRY_STATUS[entry.status].tone}>{t(ENTRY_STATUS[entry.status].label)}</StatusBadge>
    ),
  },
];

/** The seed by rating now: equal teams are marked, the start draws lots between them. */
const ratingSeedColumn = (t: Translator['t']): DataColumn<AdminParticipant> => ({
  key: 'seed',
  header: t('admin.entry.seedByRating'),
  cell: (entry) =>
    entry.rating_seed === null ? (
      '-'
    ) : (
      <span>
        {entry.rating_seed}
        {entry.rating_tied && (
          <>
            {' '}
            <StatusBadge tone="warning">{t('admin.entry.tied')}</StatusBadge>
          </>
        )}
      </span>
    ),
});

/** The team's rating for seeding: its rated players' average, and how many of its players have a rating. */
const ratingColumn = (t: Translator['t']): DataColumn<AdminParticipant> => ({
  key: 'rating',
  header: t('admin.entry.rating'),
  cell: (entry) =>
    entry.rating === null ? (
      <span className="text-body-secondary">{t('admin.entry.unrated')}</span>
    ) : (
      <span>
        {entry.rating.toFixed(1)}{' '}
        <span className="admin-rating-count text-body-secondary">
          {t('admin.entry.rated', { rated: entry.rated_players, all: entry.players.length })}
        </span>
      </span>
    ),
});

/** Before the start of a rating tournament: active teams in their seed order, the others after them. */
function byRatingSeed(participants: AdminParticipant[]): AdminParticipant[] {
  const rank = (entry: AdminParticipant) => entry.rating_seed ?? Number.MAX_SAFE_INTEGER;
  return [...participants].sort((a, b) => rank(a) - rank(b));
}

const checkInColumn = (t: Translator['t']): DataColumn<AdminParticipant> => ({
  key: 'check-in',
  header: t('admin.entry.checkIn'),
  cell: (entry) => <CheckInState entry={entry} />,
});

const tailColumns = (t: Translator['t']): DataColumn<AdminParticipant>[] => [
  {
    key: 'fee',
    header: t('admin.entry.feePaid'),
    cell: (entry) => t('admin.facts.credits', { n: entry.entry_fee_paid }),
  },
  {
    key: 'entered',
    header: t('admin.entry.enteredOn'),
    cell: (entry) => <time dateTime={entry.enrolled_at}>{formatDateTime(entry.enrolled_at)}</time>,
  },
  { key: 'roster', header: t('admin.entry.roster'), cell: (entry) => <Roster participant={entry} /> },
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
  const { t } = useAdminT();
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
    header: t('admin.entry.actions'),
    cell: (entry) =>
      entry.status === 'active' ? (
        <div className="admin-entry-actions">
          {usesCheckIn && !entry.checked_in && (
            <button
              type="button"
              className="btn btn-sm btn-outline-info"
              aria-label={t('admin.entry.checkInOf', { team: entry.team_name })}
              disabled={checkIn.isPending && checkIn.variables === entry.entry_id}
              onClick={() => void checkTeamIn(entry)}
            >
              {t('admin.entry.checkInButton')}
            </button>
          )}
          <button
            type="button"
            className="btn btn-sm btn-outline-danger"
            aria-label={t('admin.entry.removeOf', { team: entry.team_name })}
            onClick={() => {
              setRefund(true);
              setRemoving(entry);
            }}
          >
            {t('admin.entry.remove')}
          </button>
        </div>
      ) : null,
  };

  const byRating = tournament.seeding === 'rating';
  const previewSeeds = byRating && pending;
  const [seedColumn, teamColumn, ...restOfBase] = baseColumns(t);
  const columns = [
    previewSeeds ? ratingSeedColumn(t) : seedColumn!,
    teamColumn!,
    ...(byRating ? [ratingColumn(t)] : []),
    ...restOfBase,
    ...(usesCheckIn ? [checkInColumn(t)] : []),
    ...tailColumns(t),
    ...(pending ? [actionsColumn] : []),
  ];

  return (
    <>
      {previewSeeds && <p className="form-text mt-0">{t('admin.entry.ratingSeeding')}</p>}
      <DataTable
        caption={t('admin.entry.caption')}
        captionHidden
        columns={columns}
        rows={previewSeeds ? byRatingSeed(participants) : participants}
        rowKey={(entry) => entry.entry_id}
        empty={t('admin.entry.none')}
        className="admin-table admin-participants"
        scrollLabel={t('admin.table.scroll', { caption: t('admin.entry.caption') })}
      />
      <ReasonConfirmDialog
        show={removing !== null}
        title={t('admin.entry.removeTitle', {
          team: removing?.team_name ?? '',
          tournament: tournament.tournament_name,
        })}
        confirmLabel={t('admin.entry.removeTeam')}
        reasonLabel={t('admin.entry.removeReason')}
        schema={removeReason}
        busy={remove.isPending}
        onConfirm={(reason) => void confirmRemove(reason)}
        onCancel={() => setRemoving(null)}
      >
        <p>{t('admin.entry.removeText')}</p>
        <div className="form-check mb-3">
          <input
            id="remove-entry-refund"
            type="checkbox"
            className="form-check-input"
            checked={refund}
            onChange={(event) => setRefund(event.target.checked)}
          />
          <label className="form-check-label" htmlFor="remove-entry-refund">
            {t('admin.entry.refund', { n: removing?.entry_fee_paid ?? 0 })}
          </label>
        </div>
      </ReasonConfirmDialog>
    </>
  );
}
