/** The teams entered in a tournament: seed, captain, entry status and fee, and each roster on request. */
import type { AdminParticipant, AdminRosterPlayer } from '@arena/shared/admin-catalogue';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { formatDateTime } from '../../../lib/format';
import { StatusBadge, type BadgeTone } from './status-badge';
import '../admin.css';
import './participants-table.css';

const ENTRY_STATUS: Record<AdminParticipant['status'], { label: string; tone: BadgeTone }> = {
  active: { label: 'Entered', tone: 'success' },
  left: { label: 'Left (refunded)', tone: 'neutral' },
  refunded: { label: 'Refunded', tone: 'neutral' },
  no_show: { label: 'No-show (not checked in)', tone: 'neutral' },
};

const PLATFORMS = [
  ['psn', 'PSN'],
  ['xbox', 'Xbox'],
  ['activision', 'Activision'],
  ['ea', 'EA'],
  ['ubisoft', 'Ubisoft'],
  ['discord', 'Discord'],
] as const;

function platformIds(player: AdminRosterPlayer): string {
  const ids = PLATFORMS.filter(([key]) => player[key]).map(([key, label]) => `${label}: ${player[key]}`);
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

const columns: DataColumn<AdminParticipant>[] = [
  { key: 'seed', header: 'Seed', cell: (entry) => entry.seed ?? '-' },
  { key: 'team', header: 'Team', rowHeader: true, cell: (entry) => entry.team_name },
  {
    key: 'captain',
    header: 'Captain',
    cell: (entry) => (
      <>
        {entry.captain.name} <span className="text-body-secondary">({entry.captain.player_id})</span>
      </>
    ),
  },
  {
    key: 'status',
    header: 'Status',
    cell: (entry) => (
      <StatusBadge tone={ENTRY_STATUS[entry.status].tone}>{ENTRY_STATUS[entry.status].label}</StatusBadge>
    ),
  },
  { key: 'fee', header: 'Fee paid', cell: (entry) => `${entry.entry_fee_paid} credits` },
  {
    key: 'entered',
    header: 'Entered on',
    className: 'text-nowrap',
    cell: (entry) => <time dateTime={entry.enrolled_at}>{formatDateTime(entry.enrolled_at)}</time>,
  },
  { key: 'roster', header: 'Roster', cell: (entry) => <Roster participant={entry} /> },
];

export function ParticipantsTable({ participants }: { participants: AdminParticipant[] }) {
  return (
    <DataTable
      caption="Participants"
      captionHidden
      columns={columns}
      rows={participants}
      rowKey={(entry) => entry.entry_id}
      empty="No team has entered yet."
      className="admin-table"
      scrollLabel="Participants table"
    />
  );
}
