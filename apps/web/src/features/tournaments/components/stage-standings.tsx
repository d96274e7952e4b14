/**
 * The standings tables of a tournament's round-robin (or Swiss) stages, one per group (decision 0043): rank,
 * team, played, wins, draws, losses, games and points. The playoff's record is its bracket, drawn above.
 */
import { useMemo } from 'react';
import type { StandingsGroup, StandingsRow, StandingsStage } from '@arena/shared/standings';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { TeamLink } from '../../../components/profile-links';
import type { Translator } from '../../../lib/i18n/translator';
import { useTournamentsT } from '../i18n';
import { localGroupName, localStageName } from '../../../components/round-label';
import { useRoundLabelT } from '../../../components/round-label-i18n';

/** The columns in the page's language; headers abbreviated on screen carry their full name for screen readers. */
function standingsColumns(t: Translator['t']): DataColumn<StandingsRow>[] {
  const columns: DataColumn<StandingsRow>[] = [
    {
      key: 'rank',
      header: '#',
      label: t('tournaments.groupTable.rank'),
      className: 'stage-standings__rank',
      cell: (row) => row.rank,
    },
    {
      key: 'team',
      header: t('tournaments.groupTable.team'),
      rowHeader: true,
      cell: (row) => <TeamLink teamId={row.team_id}>{row.team_name}</TeamLink>,
    },
    {
      key: 'played',
      header: t('tournaments.groupTable.p'),
      label: t('tournaments.groupTable.played'),
      className: 'text-end',
      cell: (row) => row.played,
    },
    {
      key: 'wins',
      header: t('tournaments.groupTable.w'),
      label: t('tournaments.groupTable.wins'),
      className: 'text-end',
      cell: (row) => row.wins,
    },
    {
      key: 'draws',
      header: t('tournaments.groupTable.d'),
      label: t('tournaments.groupTable.draws'),
      className: 'text-end',
      cell: (row) => row.draws,
    },
    {
      key: 'losses',
      header: t('tournaments.groupTable.l'),
      label: t('tournaments.groupTable.losses'),
      className: 'text-end',
      cell: (row) => row.losses,
    },
    {
      key: 'games',
      header: t('tournaments.groupTable.games'),
      label: t('tournaments.groupTable.gamesWonLost'),
      className: 'text-end',
      cell: (row) => `${row.game_wins}–${row.game_losses}`,
    },
    {
      key: 'points',
      header: t('tournaments.groupTable.pts'),
      label: t('tournaments.groupTable.points'),
      className: 'text-end',
      cell: (row) => row.points,
    },
  ];
  return columns.map((column) =>
    column.label && typeof column.header === 'string'
      ? {
          ...column,
          header: (
            <>
              <span aria-hidden="true">{column.header}</span>
              <span className="visually-hidden">{column.label}</span>
            </>
          ),
        }
      : column,
  );
}

function GroupTable({
  stage,
  group,
  columns,
  t,
}: {
  stage: StandingsStage;
  group: StandingsGroup;
  columns: DataColumn<StandingsRow>[];
  t: Translator['t'];
}) {
  const { t: sayRound } = useRoundLabelT();
  const groupName = localGroupName(sayRound, group.name);
  const caption =
    stage.groups.length > 1
      ? t('tournaments.groupTable.caption', { stage: localStageName(sayRound, stage.name), group: groupName })
      : groupName;
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={group.rows}
      rowKey={(row) => row.team_id}
      className="stage-standings__table"
      scrollLabel={t('tournaments.groupTable.scrollLabel', { caption })}
    />
  );
}

/** The group stages' tables; nothing for a tournament that is one elimination bracket. */
export function StageStandings({ stages }: { stages: StandingsStage[] }) {
  const grouped = stages.filter((stage) => stage.format === 'round_robin' || stage.format === 'swiss');
  const { t } = useTournamentsT();
  const columns = useMemo(() => standingsColumns(t), [t]);
  if (grouped.length === 0) return null;
  return (
    <section className="stage-standings" aria-labelledby="stage-standings-title">
      <h3 id="stage-standings-title" className="bracket-section__title">
        {t('tournaments.groupTable.title')}
      </h3>
      <div className="stage-standings__groups">
        {grouped.flatMap((stage) =>
          stage.groups.map((group) => (
            <GroupTable
              key={`${stage.number}-${group.number}`}
              stage={stage}
              group={group}
              columns={columns}
              t={t}
            />
          )),
        )}
      </div>
    </section>
  );
}
