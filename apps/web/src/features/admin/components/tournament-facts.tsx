/** The key facts of a tournament at the top of its console page. */
import type { ReactNode } from 'react';
import type { AdminTournament } from '@arena/shared/admin-catalogue';
import { useSeriesFormatT } from '../../../components/series-format-i18n';
import { formatLine, groupStageLine } from '../../../components/series-format-text';
import { formatPounds, formatTournamentTime } from '../../../lib/format';
import { useAdminT } from '../i18n';
import { TOURNAMENT_STATE } from './admin-format';
import { StatusBadge } from './status-badge';
import '../admin.css';

export function TournamentFacts({ tournament }: { tournament: AdminTournament }) {
  const { t } = useAdminT();
  const { t: sayFormat } = useSeriesFormatT();
  const state = TOURNAMENT_STATE[tournament.tournament_state];
  const seeding = {
    organiser: t('admin.facts.seeding.organiser'),
    rating: t('admin.facts.seeding.rating'),
    random: t('admin.facts.seeding.random'),
  }[tournament.seeding];
  const facts: Array<[string, ReactNode]> = [
    [t('admin.facts.state'), <StatusBadge tone={state.tone}>{t(state.label)}</StatusBadge>],
    [t('admin.facts.game'), tournament.game_name],
    [
      t('admin.facts.teams'),
      `${tournament.enrolled_teams}/${tournament.total_teams} · ${tournament.team_size}v${tournament.team_size}`,
    ],
    [t('admin.facts.entryFee'), t('admin.facts.credits', { n: tournament.entry_fee })],
    [
      t('admin.facts.checkIn'),
      tournament.check_in_minutes > 0
        ? t('admin.facts.checkInMinutes', { n: tournament.check_in_minutes })
        : t('admin.facts.none'),
    ],
    [t('admin.facts.prizePool'), formatPounds(tournament.winning_prize)],
    [t('admin.facts.prizeSplit'), tournament.prize_split.map((share) => `${share}%`).join(' / ')],
    [t('admin.facts.format'), `${formatLine(tournament, sayFormat)} · ${seeding}`],
    ...(tournament.group_stage
      ? [[t('admin.facts.groupStage'), groupStageLine(tournament, sayFormat)] as [string, ReactNode]]
      : []),
    [t('admin.facts.registrationUntil'), formatTournamentTime(tournament.registration_deadline_date)],
    // Once started (also early, by Start now), when it did start; the planned time stays for reference.
    tournament.started_at
      ? [
          t('admin.facts.started'),
          t('admin.facts.startedPlanned', {
            started: formatTournamentTime(tournament.started_at),
            planned: formatTournamentTime(tournament.tournament_start_date),
          }),
        ]
      : [t('admin.facts.starts'), formatTournamentTime(tournament.tournament_start_date)],
  ];
  if (tournament.cancelled_at)
    facts.push([
      t('admin.facts.cancelled'),
      `${formatTournamentTime(tournament.cancelled_at)}${tournament.cancel_reason ? ` · ${tournament.cancel_reason}` : ''}`,
    ]);
  if (tournament.completed_at)
    facts.push([t('admin.facts.completed'), formatTournamentTime(tournament.completed_at)]);
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
