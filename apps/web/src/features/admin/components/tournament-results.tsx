/**
 * A started tournament's results in the console: the bracket's matches with the admin's result or
 * correction, the disputes of this tournament with both captains' reports and screenshots side by side, and
 * the match audit.
 */
import { useMemo, useState, type ReactNode } from 'react';
import type { AdminTournament } from '@arena/shared/admin-catalogue';
import type { Dispute, MatchAuditEntry, TournamentBracket } from '@arena/shared/brackets';
import { useAdminTournamentBracket } from '../../../api/get-tournament-bracket';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { EvidenceGallery } from '../../../components/evidence-gallery';
import { EmptyState } from '../../../components/empty-state';
import { localRoundLabel } from '../../../components/round-label';
import { useRoundLabelT, type SayRound } from '../../../components/round-label-i18n';
import { formatDateTime } from '../../../lib/format';
import { useStoredUser } from '../../../lib/session';
import { showSuccess } from '../../../lib/toast';
import { useAcceptMatchReport } from '../api/accept-match-report';
import { useDisputes } from '../api/get-disputes';
import { useMatchAudit } from '../api/get-match-audit';
import { AdminSection } from './admin-page';
import type { Translator } from '../../../lib/i18n/translator';
import { useAdminT } from '../i18n';
import { drawAllowedFor, matchRows, reportLabel, type MatchRow, type MatchSide } from './bracket-matches';
import { ErrorState, LoadingState } from './loading-state';
import { SetResultDialog, type ResultTarget } from './set-result-dialog';
import { StatusBadge } from './status-badge';
import '../admin.css';
import './tournament-results.css';

const AUDIT_ACTION: Record<MatchAuditEntry['action'], string> = {
  confirmed: 'admin.results.audit.confirmed',
  admin_set: 'admin.results.audit.adminSet',
  admin_corrected: 'admin.results.audit.adminCorrected',
  reset: 'admin.results.audit.reset',
  auto_confirmed: 'admin.results.audit.autoConfirmed',
  forfeit: 'admin.results.audit.forfeit',
};

type T = Translator['t'];

/** A side's name as shown: a team's own, or "Bye" / "To be decided" in the page's language. */
function sideName(side: MatchSide, t: T): string {
  if (side.teamId !== null) return side.name;
  return side.bye ? t('admin.results.bye') : t('admin.room.tbd');
}

function score(value: number | null) {
  return value === null ? '-' : String(value);
}

/** The score column: a forfeit has no score, it names who forfeited (elimination has no 0-0 draw). */
function scoreText([one, two]: MatchRow['sides'], t: T): string {
  const forfeited = [one, two].find((side) => side.forfeit === 'lost');
  if (forfeited) return t('admin.room.side', { team: sideName(forfeited, t), outcome: t('admin.room.lost') });
  return `${score(one.score)} – ${score(two.score)}`;
}

/**
 * The games column: a series' length and its decided games, team 1's score first like the score column
 * ("Bo3: 13–11, 9–13, 13–7"); "Bo3" alone before the result or for a series decided by its score; "-" for a Bo1.
 */
function seriesText(row: MatchRow): string {
  if (row.bestOf <= 1) return '-';
  const games = row.games.map((game) => `${game.opponent1_score}–${game.opponent2_score}`).join(', ');
  return games ? `Bo${row.bestOf}: ${games}` : `Bo${row.bestOf}`;
}

/** A series' games as a captain reported them, their own score first: "13–11, 9–13, 13–7" (decision 0040). */
function gamesText(games: Array<{ own_score: number; opponent_score: number }>): string {
  return games.map((game) => `${game.own_score}–${game.opponent_score}`).join(', ');
}

/**
 * Both captains' reports, each with the screenshots that team attached, side by side; in the Resolve dialog
 * (`accept`) each report has its one-click "Accept …'s report" (decision 0032).
 */
function DisputeReports({
  dispute,
  accept,
}: {
  dispute: Dispute;
  accept?: { tournamentId: number; onAccepted: () => void };
}) {
  const { t, tRich } = useAdminT();
  const sides = [dispute.opponent1, dispute.opponent2];
  const bold = (chunks: ReactNode[]) => <span className="fw-bold">{chunks}</span>;
  return (
    <ul className="admin-reports list-unstyled mb-3" aria-label={t('admin.results.reportsLabel')}>
      {sides.map((side) => (
        <li key={side.team_id} className="admin-reports__side">
          <p className="admin-reports__line">
            {side.report
              ? tRich('admin.results.reported', {
                  team: side.team_name,
                  own: String(side.report.own_score),
                  other: String(side.report.opponent_score),
                  games:
                    side.report.games.length > 0
                      ? t('admin.results.games', { games: gamesText(side.report.games) })
                      : '',
                  at: formatDateTime(side.report.reported_at),
                  b: bold,
                  score: (chunks) => <span className="text-nowrap">{chunks}</span>,
                  muted: (chunks) => <span className="text-body-secondary">{chunks}</span>,
                  time: (chunks) => <time dateTime={side.report!.reported_at}>{chunks}</time>,
                })
              : tRich('admin.results.reportedNothing', { team: side.team_name, b: bold })}
          </p>
          <EvidenceGallery evidence={side.evidence} teamName={side.team_name} />
          {accept && side.report && <AcceptReportButton dispute={dispute} side={side} {...accept} />}
        </li>
      ))}
    </ul>
  );
}

function AcceptReportButton({
  dispute,
  side,
  tournamentId,
  onAccepted,
}: {
  dispute: Dispute;
  side: Dispute['opponent1'];
  tournamentId: number;
  onAccepted: () => void;
}) {
  const accept = useAcceptMatchReport(tournamentId);
  const { t } = useAdminT();
  if (!side.report) return null;
  const { own_score, opponent_score, games } = side.report;
  const onClick = async () => {
    try {
      const answer = await accept.mutateAsync({
        matchId: dispute.match_id,
        // The games as shown: a report whose games changed since is refused like changed scores (decision 0040).
        body: { team_id: side.team_id, own_score, opponent_score, games },
      });
      showSuccess(answer.message);
      onAccepted();
    } catch {
      // The query client shows error[0] (e.g. the report changed since the dialog opened).
    }
  };
  return (
    <button
      type="button"
      className="btn btn-outline-light btn-sm mt-2"
      disabled={accept.isPending}
      aria-busy={accept.isPending || undefined}
      onClick={() => void onClick()}
    >
      {accept.isPending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {t('admin.results.accept', { team: side.team_name })}
    </button>
  );
}

export function TournamentResults({ tournament }: { tournament: AdminTournament }) {
  const started = tournament.tournament_state !== 'pending';
  const viewer = useStoredUser();
  const bracket = useAdminTournamentBracket(tournament.id, viewer?.id ?? null, started);
  const disputes = useDisputes(tournament.id, started);
  const audit = useMatchAudit(tournament.id, started);
  const [target, setTarget] = useState<ResultTarget | null>(null);
  const open = tournament.tournament_state === 'underway';
  const { t, tRich } = useAdminT();
  const { t: sayRound } = useRoundLabelT();

  const rows = useMemo(() => (bracket.data ? matchRows(bracket.data) : []), [bracket.data]);
  const teamNames = useMemo(() => teamNamesOf(bracket.data), [bracket.data]);

  if (!started) {
    return (
      <AdminSection title={t('admin.results.matches')}>
        <EmptyState>{t('admin.results.notDrawn')}</EmptyState>
      </AdminSection>
    );
  }

  const openRow = (row: MatchRow) =>
    setTarget({
      matchId: row.matchId,
      round: row.round,
      team1: sideName(row.sides[0], t),
      team2: sideName(row.sides[1], t),
      correction: row.status >= 4,
      drawAllowed: row.drawAllowed,
      initial:
        row.sides[0].score !== null && row.sides[1].score !== null
          ? { opponent1_score: row.sides[0].score, opponent2_score: row.sides[1].score }
          : undefined,
      // A series is entered game by game, a correction starting from its decided games (decision 0040).
      bestOf: row.bestOf,
      initialGames: row.games,
    });

  const matchColumns: DataColumn<MatchRow>[] = [
    {
      key: 'round',
      header: t('admin.room.round'),
      className: 'text-nowrap',
      cell: (row) => `${localRoundLabel(sayRound, row.round)} · ${row.number}`,
    },
    {
      key: 'team1',
      header: t('admin.results.team1'),
      rowHeader: true,
      cell: (row) => (
        <span className={row.sides[0].won ? 'admin-winner' : undefined}>{sideName(row.sides[0], t)}</span>
      ),
    },
    {
      key: 'score',
      header: t('admin.results.score'),
      className: 'text-nowrap',
      cell: (row) => scoreText(row.sides, t),
    },
    {
      key: 'team2',
      header: t('admin.results.team2'),
      cell: (row) => (
        <span className={row.sides[1].won ? 'admin-winner' : undefined}>{sideName(row.sides[1], t)}</span>
      ),
    },
    {
      key: 'games',
      header: t('admin.results.gamesHeader'),
      cell: (row) => seriesText(row),
    },
    {
      key: 'report',
      header: t('admin.results.report'),
      cell: (row) => (
        <StatusBadge
          tone={row.reportStatus === 'disputed' ? 'danger' : row.status >= 4 ? 'success' : 'neutral'}
        >
          {t(reportLabel(row))}
        </StatusBadge>
      ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">{t('admin.entry.actions')}</span>,
      className: 'text-end',
      cell: (row) =>
        open && row.playable ? (
          <button
            type="button"
            className="btn btn-sm btn-outline-light text-nowrap"
            aria-label={t('admin.results.rowAction', {
              action: row.status >= 4 ? t('admin.room.correct') : t('admin.room.set'),
              round: localRoundLabel(sayRound, row.round),
              number: String(row.number),
              home: sideName(row.sides[0], t),
              away: sideName(row.sides[1], t),
            })}
            onClick={() => openRow(row)}
          >
            {row.status >= 4 ? t('admin.room.correct') : t('admin.room.set')}
          </button>
        ) : null,
    },
  ];

  const auditColumns: DataColumn<MatchAuditEntry>[] = [
    {
      key: 'when',
      header: t('admin.results.when'),
      className: 'text-nowrap',
      cell: (entry) => <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>,
    },
    {
      key: 'what',
      header: t('admin.results.what'),
      rowHeader: true,
      cell: (entry) => t(AUDIT_ACTION[entry.action]),
    },
    {
      key: 'who',
      header: t('admin.results.who'),
      cell: (entry) => entry.actor_name ?? t('admin.results.captains'),
    },
    {
      key: 'match',
      header: t('admin.results.match'),
      cell: (entry) => {
        const round = rows.find((row) => row.matchId === entry.match_id)?.round;
        return round
          ? localRoundLabel(sayRound, round)
          : t('admin.results.matchNumber', { id: String(entry.match_id) });
      },
    },
    {
      key: 'before',
      header: t('admin.results.before'),
      cell: (entry) => snapshotText(entry.before, teamNames, t),
    },
    {
      key: 'after',
      header: t('admin.results.after'),
      cell: (entry) => snapshotText(entry.after, teamNames, t),
    },
    { key: 'reason', header: t('admin.results.reason'), cell: (entry) => entry.reason ?? '-' },
  ];

  return (
    <>
      <AdminSection title={t('admin.results.matches')}>
        {bracket.isPending ? (
          <LoadingState label={t('admin.results.matchesLoading')} />
        ) : bracket.isError ? (
          <ErrorState error={bracket.error} onRetry={() => void bracket.refetch()} />
        ) : (
          <DataTable
            caption={t('admin.results.matches')}
            captionHidden
            columns={matchColumns}
            rows={rows}
            rowKey={(row) => row.matchId}
            empty={t('admin.results.noBracket')}
            className="admin-table"
            scrollLabel={t('admin.table.scroll', { caption: t('admin.results.matches') })}
          />
        )}
      </AdminSection>

      <AdminSection title={t('admin.results.disputes')}>
        {disputes.isPending ? (
          <LoadingState label={t('admin.dashboard.disputesLoading')} />
        ) : disputes.isError ? (
          <ErrorState error={disputes.error} onRetry={() => void disputes.refetch()} />
        ) : disputes.data.length === 0 ? (
          <EmptyState>{t('admin.results.noDispute')}</EmptyState>
        ) : (
          <ul className="admin-disputes list-unstyled mb-0">
            {disputes.data.map((dispute) => (
              <li key={dispute.match_id} className="admin-dispute">
                <h3 className="admin-dispute__title">{disputeName(dispute, t, sayRound)}</h3>
                <p className="text-body-secondary mb-2">
                  {tRich('admin.results.disputedOn', {
                    at: formatDateTime(dispute.disputed_at),
                    time: (chunks) => <time dateTime={dispute.disputed_at}>{chunks}</time>,
                  })}
                </p>
                <DisputeReports dispute={dispute} />
                {open && (
                  <button
                    type="button"
                    className="btn btn-primary btn-sm"
                    aria-label={t('admin.results.resolveOf', {
                      match: t('admin.room.name', {
                        round: localRoundLabel(sayRound, dispute.round_label),
                        home: dispute.opponent1.team_name,
                        away: dispute.opponent2.team_name,
                      }),
                    })}
                    onClick={() =>
                      setTarget({
                        matchId: dispute.match_id,
                        round: dispute.round_label,
                        team1: dispute.opponent1.team_name,
                        team2: dispute.opponent2.team_name,
                        correction: false,
                        drawAllowed: drawAllowedFor(tournament, dispute.round_label),
                        bestOf: rows.find((row) => row.matchId === dispute.match_id)?.bestOf,
                        context: (
                          <DisputeReports
                            dispute={dispute}
                            accept={{ tournamentId: tournament.id, onAccepted: () => setTarget(null) }}
                          />
                        ),
                      })
                    }
                  >
                    {t('admin.results.resolve')}
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </AdminSection>

      <AdminSection title={t('admin.results.audit')}>
        {audit.isPending ? (
          <LoadingState label={t('admin.results.auditLoading')} />
        ) : audit.isError ? (
          <ErrorState error={audit.error} onRetry={() => void audit.refetch()} />
        ) : (
          <DataTable
            caption={t('admin.results.audit')}
            captionHidden
            columns={auditColumns}
            rows={audit.data}
            rowKey={(entry) => entry.id}
            empty={t('admin.results.noAudit')}
            className="admin-table"
            scrollLabel={t('admin.table.scroll', { caption: t('admin.results.audit') })}
          />
        )}
      </AdminSection>

      <SetResultDialog tournamentId={tournament.id} target={target} onClose={() => setTarget(null)} />
    </>
  );
}

function teamNamesOf(bracket: TournamentBracket | null | undefined): Map<number, string> {
  return new Map((bracket?.participants ?? []).map((participant) => [participant.team_id, participant.name]));
}

/** "Semi-final: Team A vs Team B", the round in the page's language. */
function disputeName(dispute: Dispute, t: T, sayRound: SayRound): string {
  return t('admin.dashboard.disputeTitle', {
    round: localRoundLabel(sayRound, dispute.round_label),
    home: dispute.opponent1.team_name,
    away: dispute.opponent2.team_name,
  });
}

function snapshotText(snapshot: MatchAuditEntry['before'], names: Map<number, string>, t: T): string {
  const side = (value: MatchAuditEntry['before']['opponent1']) => {
    if (!value) return { name: t('admin.results.bye'), score: '-' };
    return {
      name:
        value.team_id === null
          ? t('admin.room.tbd')
          : (names.get(value.team_id) ?? t('admin.results.teamNumber', { id: String(value.team_id) })),
      score: value.score === null ? '-' : String(value.score),
    };
  };
  const one = side(snapshot.opponent1);
  const two = side(snapshot.opponent2);
  if (one.score === '-' && two.score === '-') return t('admin.results.noResult');
  return `${one.name} ${one.score} – ${two.score} ${two.name}`;
}
