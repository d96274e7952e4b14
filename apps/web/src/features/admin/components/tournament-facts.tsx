/** The key facts of a tournament at the top of its console page. */
import type { ReactNode } from 'react';
import type { AdminTournament } from '@arena/shared/admin-catalogue';
import { formatLine, groupStageLine } from '../../../components/series-format-text';
import { formatPounds, formatTournamentTime } from '../../../lib/format';
import { TOURNAMENT_STATE } from './admin-format';
import { StatusBadge } from './status-badge';
import '../admin.css';

export function TournamentFacts({ tournament }: { tournament: AdminTournament }) {
  const state = TOURNAMENT_STATE[tournament.tournament_state];
  const facts: Array<[string, ReactNode]> = [
    ['State', <StatusBadge tone={state.tone}>{state.label}</StatusBadge>],
    ['Game', tournament.game_name],
    [
      'Teams',
      `${tournament.enrolled_teams}/${tournament.total_teams} · ${tournament.team_size}v${tournament.team_size}`,
    ],
    ['Entry fee', `${tournament.entry_fee} credits`],
    [
      'Check-in',
      tournament.check_in_minutes > 0 ? `${tournament.check_in_minutes} minutes before the start` : 'None',
    ],
    ['Prize pool', formatPounds(tournament.winning_prize)],
    ['Prize split', tournament.prize_split.map((share) => `${share}%`).join(' / ')],
    [
      'Format',
      `${formatLine(tournament)} · ${{ organiser: 'organiser seeding', rating: 'seeded by rating', random: 'random draw' }[tournament.seeding]}`,
    ],
    ...(tournament.group_stage ? [['Group stage', groupStageLine(tournament)] as [string, ReactNode]] : []),
    ['Registration until', formatTournamentTime(tournament.registration_deadline_date)],
    // Once started (also early, by Start now), when it did start; the planned time stays for reference.
    tournament.started_at
      ? [
          'Started',
          `${formatTournamentTime(tournament.started_at)} (planned ${formatTournamentTime(tournament.tournament_start_date)})`,
        ]
      : ['Starts', formatTournamentTime(tournament.tournament_start_date)],
  ];
  if (tournament.cancelled_at)
    facts.push([
      'Cancelled',
      `${formatTournamentTime(tournament.cancelled_at)}${tournament.cancel_reason ? ` · ${tournament.cancel_reason}` : ''}`,
    ]);
  if (tournament.completed_at) facts.push(['Completed', formatTournamentTime(tournament.completed_at)]);
  return (
    <dl className="admin-facts">
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
