/**
 * A started tournament's results in the console: the bracket's matches with the admin's result or
 * correction, the disputes of this tournament with both captains' reports and screenshots side by side, and
 * the match audit.
 */
import { useMemo, useState } from 'react';
import type { AdminTournament } from '@arena/shared/admin-catalogue';
import { FORFEIT_LABELS } from '@arena/shared/bracket-rounds';
import type { Dispute, MatchAuditEntry, TournamentBracket } from '@arena/shared/brackets';
import { useAdminTournamentBracket } from '../../../api/get-tournament-bracket';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { EvidenceGallery } from '../../../components/evidence-gallery';
import { EmptyState } from '../../../components/empty-state';
import { formatDateTime } from '../../../lib/format';
import { useStoredUser } from '../../../lib/session';
import { showSuccess } from '../../../lib/toast';
import { useAcceptMatchReport } from '../api/accept-match-report';
import { useDisputes } from '../api/get-disputes';
import { useMatchAudit } from '../api/get-match-audit';
import { AdminSection } from './admin-page';
import { drawAllowedFor, matchRows, reportLabel, type MatchRow } from './bracket-matches';
import { ErrorState, LoadingState } from './loading-state';
import { SetResultDialog, type ResultTarget } from './set-result-dialog';
import { StatusBadge } from './status-badge';
import '../admin.css';
import './tournament-results.css';

const AUDIT_ACTION: Record<MatchAuditEntry['action'], string> = {
  confirmed: 'Confirmed by the captains',
  admin_set: 'Set by an admin',
  admin_corrected: 'Corrected by an admin',
  reset: 'Reset after a correction',
  auto_confirmed: 'Confirmed at the report deadline',
  forfeit: 'Forfeit given by an admin',
};

function score(value: number | null) {
  return value === null ? '-' : String(value);
}

/** The score column: a forfeit has no score, it names who forfeited (elimination has no 0-0 draw). */
function scoreText([one, two]: MatchRow['sides']): string {
  const forfeited = [one, two].find((side) => side.forfeit === 'lost');
  if (forfeited) return `${forfeited.name}: ${FORFEIT_LABELS.lost}`;
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
  const sides = [dispute.opponent1, dispute.opponent2];
  return (
    <ul className="admin-reports list-unstyled mb-3" aria-label="Reports and screenshots">
      {sides.map((side) => (
        <li key={side.team_id} className="admin-reports__side">
          <p className="admin-reports__line">
            <span className="fw-bold">{side.team_name}</span> reported{' '}
            {side.report ? (
              <>
                <span className="text-nowrap">
                  {side.report.own_score}–{side.report.opponent_score}
                </span>
                {side.report.games.length > 0 && ` (games ${gamesText(side.report.games)})`} for themselves{' '}
                <span className="text-body-secondary">
                  (<time dateTime={side.report.reported_at}>{formatDateTime(side.report.reported_at)}</time>)
                </span>
              </>
            ) : (
              'nothing'
            )}
          </p>
          <EvidenceGallery evidence={side.evidence} teamName={side.team_name} empty="No screenshots." />
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
      {`Accept ${side.team_name}'s report`}
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

  const rows = useMemo(() => (bracket.data ? matchRows(bracket.data) : []), [bracket.data]);
  const teamNames = useMemo(() => teamNamesOf(bracket.data), [bracket.data]);

  if (!started) {
    return (
      <AdminSection title="Matches">
        <EmptyState>The bracket is drawn when the tournament starts.</EmptyState>
      </AdminSection>
    );
  }

  const openRow = (row: MatchRow) =>
    setTarget({
      matchId: row.matchId,
      round: row.round,
      team1: row.sides[0].name,
      team2: row.sides[1].name,
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
      header: 'Round',
      className: 'text-nowrap',
      cell: (row) => `${row.round} · ${row.number}`,
    },
    {
      key: 'team1',
      header: 'Team 1',
      rowHeader: true,
      cell: (row) => (
        <span className={row.sides[0].won ? 'admin-winner' : undefined}>{row.sides[0].name}</span>
      ),
    },
    {
      key: 'score',
      header: 'Score',
      className: 'text-nowrap',
      cell: (row) => scoreText(row.sides),
    },
    {
      key: 'team2',
      header: 'Team 2',
      cell: (row) => (
        <span className={row.sides[1].won ? 'admin-winner' : undefined}>{row.sides[1].name}</span>
      ),
    },
    {
      key: 'games',
      header: 'Games',
      cell: (row) => seriesText(row),
    },
    {
      key: 'report',
      header: 'Report',
      cell: (row) => (
        <StatusBadge
          tone={row.reportStatus === 'disputed' ? 'danger' : row.status >= 4 ? 'success' : 'neutral'}
        >
          {reportLabel(row)}
        </StatusBadge>
      ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'text-end',
      cell: (row) =>
        open && row.playable ? (
          <button
            type="button"
            className="btn btn-sm btn-outline-light text-nowrap"
            aria-label={`${row.status >= 4 ? 'Correct result' : 'Set result'}: ${row.round} ${row.number}, ${row.sides[0].name} vs ${row.sides[1].name}`}
            onClick={() => openRow(row)}
          >
            {row.status >= 4 ? 'Correct result' : 'Set result'}
          </button>
        ) : null,
    },
  ];

  const auditColumns: DataColumn<MatchAuditEntry>[] = [
    {
      key: 'when',
      header: 'When',
      className: 'text-nowrap',
      cell: (entry) => <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>,
    },
    { key: 'what', header: 'What', rowHeader: true, cell: (entry) => AUDIT_ACTION[entry.action] },
    { key: 'who', header: 'Who', cell: (entry) => entry.actor_name ?? 'The captains' },
    {
      key: 'match',
      header: 'Match',
      cell: (entry) => rows.find((row) => row.matchId === entry.match_id)?.round ?? `Match ${entry.match_id}`,
    },
    { key: 'before', header: 'Before', cell: (entry) => snapshotText(entry.before, teamNames) },
    { key: 'after', header: 'After', cell: (entry) => snapshotText(entry.after, teamNames) },
    { key: 'reason', header: 'Reason', cell: (entry) => entry.reason ?? '-' },
  ];

  return (
    <>
      <AdminSection title="Matches">
        {bracket.isPending ? (
          <LoadingState label="the matches" />
        ) : bracket.isError ? (
          <ErrorState error={bracket.error} onRetry={() => void bracket.refetch()} />
        ) : (
          <DataTable
            caption="Matches"
            captionHidden
            columns={matchColumns}
            rows={rows}
            rowKey={(row) => row.matchId}
            empty="This tournament has no bracket."
            className="admin-table"
            scrollLabel="Matches table"
          />
        )}
      </AdminSection>

      <AdminSection title="Disputes">
        {disputes.isPending ? (
          <LoadingState label="the disputes" />
        ) : disputes.isError ? (
          <ErrorState error={disputes.error} onRetry={() => void disputes.refetch()} />
        ) : disputes.data.length === 0 ? (
          <EmptyState>No open dispute in this tournament.</EmptyState>
        ) : (
          <ul className="admin-disputes list-unstyled mb-0">
            {disputes.data.map((dispute) => (
              <li key={dispute.match_id} className="admin-dispute">
                <h3 className="admin-dispute__title">
                  {dispute.round_label}: {dispute.opponent1.team_name} vs {dispute.opponent2.team_name}
                </h3>
                <p className="text-body-secondary mb-2">
                  Disputed on{' '}
                  <time dateTime={dispute.disputed_at}>{formatDateTime(dispute.disputed_at)}</time>
                </p>
                <DisputeReports dispute={dispute} />
                {open && (
                  <button
                    type="button"
                    className="btn btn-primary btn-sm"
                    aria-label={`Resolve the dispute: ${dispute.round_label}, ${dispute.opponent1.team_name} vs ${dispute.opponent2.team_name}`}
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
                    Resolve
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
      </AdminSection>

      <AdminSection title="Match audit">
        {audit.isPending ? (
          <LoadingState label="the match audit" />
        ) : audit.isError ? (
          <ErrorState error={audit.error} onRetry={() => void audit.refetch()} />
        ) : (
          <DataTable
            caption="Match audit"
            captionHidden
            columns={auditColumns}
            rows={audit.data}
            rowKey={(entry) => entry.id}
            empty="No result has been recorded yet."
            className="admin-table"
            scrollLabel="Match audit table"
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

function snapshotText(snapshot: MatchAuditEntry['before'], names: Map<number, string>): string {
  const side = (value: MatchAuditEntry['before']['opponent1']) => {
    if (!value) return { name: 'Bye', score: '-' };
    return {
      name: value.team_id === null ? 'To be decided' : (names.get(value.team_id) ?? `Team ${value.team_id}`),
      score: value.score === null ? '-' : String(value.score),
    };
  };
  const one = side(snapshot.opponent1);
  const two = side(snapshot.opponent2);
  if (one.score === '-' && two.score === '-') return 'No result';
  return `${one.name} ${one.score} – ${two.score} ${two.name}`;
}
