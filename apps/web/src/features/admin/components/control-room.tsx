/**
 * The organiser's control room of an underway tournament (decision 0024): every match with its state, time since
 * ready, deadline, both reports with their screenshots and no-shows, with one-click confirm of a single
 * report, set result and forfeit. It follows the tournament's public stream (and the organiser's own, for
 * no-shows and evidence), polling only while the tournament stream is down.
 */
import { useState } from 'react';
import type { AdminTournament } from '@arena/shared/admin-catalogue';
import { FORFEIT_LABELS, forfeitOutcome } from '@arena/shared/bracket-rounds';
import { forfeitBody, type ControlMatch, type ControlRoom } from '@arena/shared/match-control';
import { useTournamentStream } from '../../../api/live-streams';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { EvidenceGallery } from '../../../components/evidence-gallery';
import { formatDateTime } from '../../../lib/format';
import { showSuccess } from '../../../lib/toast';
import { useControlRoom } from '../api/get-control-room';
import { useForfeitMatch } from '../api/forfeit-match';
import { useSetMatchResult } from '../api/set-match-result';
import { AdminSection } from './admin-page';
import { ErrorState, LoadingState } from './loading-state';
import { ReasonConfirmDialog } from './reason-confirm-dialog';
import { drawAllowedFor } from './bracket-matches';
import { SetResultDialog, type ResultTarget } from './set-result-dialog';
import { StatusBadge, type BadgeTone } from './status-badge';
import './control-room.css';

const STATE_LABEL: Record<ControlMatch['state'], { label: string; tone: BadgeTone }> = {
  waiting: { label: 'Waiting for a team', tone: 'neutral' },
  ready: { label: 'Ready, no report', tone: 'info' },
  awaiting_opponent: { label: 'One report', tone: 'info' },
  disputed: { label: 'Disputed', tone: 'danger' },
  no_show: { label: 'No-show', tone: 'warning' },
  confirmed: { label: 'Decided', tone: 'success' },
};

/** "3 min", "1 h 05 min": how long ago, from the server's own clock. */
export function elapsed(since: string, now: string): string {
  const minutes = Math.max(0, Math.floor((Date.parse(now) - Date.parse(since)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}

function deadlineText(match: ControlMatch, now: string): string {
  if (!match.report_deadline) return '-';
  if (match.state === 'confirmed' || match.state === 'waiting') return formatDateTime(match.report_deadline);
  const passed = Date.parse(match.report_deadline) <= Date.parse(now);
  return passed
    ? `Passed (${formatDateTime(match.report_deadline)})`
    : `${formatDateTime(match.report_deadline)} (in ${elapsed(now, new Date(Date.parse(match.report_deadline) + 59_999).toISOString())})`;
}

/** A side's report; once a forfeit decided the match, how it ended for that side instead. */
function reportText(side: ControlMatch['opponent1'], other: ControlMatch['opponent1']): string {
  if (!side) return '-';
  const forfeit = forfeitOutcome(side, other);
  if (forfeit) return `${side.team_name}: ${FORFEIT_LABELS[forfeit]}`;
  return side.report
    ? `${side.team_name}: ${side.report.own_score}–${side.report.opponent_score}`
    : `${side.team_name}: nothing`;
}

/** The single report as the match's scores, in the match's order: what "Confirm" sets. */
function singleReportScores(match: ControlMatch) {
  const [one, two] = [match.opponent1, match.opponent2];
  if (one?.report && !two?.report)
    return { opponent1_score: one.report.own_score, opponent2_score: one.report.opponent_score };
  if (two?.report && !one?.report)
    return { opponent1_score: two.report.opponent_score, opponent2_score: two.report.own_score };
  return null;
}

const forfeitReason = forfeitBody.pick({ reason: true });

export function ControlRoomSection({
  tournament,
  droppedAtCheckIn = [],
}: {
  tournament: AdminTournament;
  /** The teams the start dropped for not checking in (decision 0028): not in the bracket, named here. */
  droppedAtCheckIn?: string[];
}) {
  const live = tournament.tournament_state === 'underway';
  // Open while the section is shown: an organiser may correct a result after the end, too.
  useTournamentStream(tournament.id);
  const room = useControlRoom(tournament.id, live);
  return (
    <AdminSection title="Control room">
      {droppedAtCheckIn.length > 0 && (
        <p className="control-room__dropped">
          Dropped at the start (no check-in): {droppedAtCheckIn.join(', ')}.
        </p>
      )}
      {room.isPending ? (
        <LoadingState label="the control room" />
      ) : room.isError ? (
        <ErrorState error={room.error} onRetry={() => void room.refetch()} />
      ) : (
        <ControlRoomTable room={room.data} tournament={tournament} live={live} />
      )}
    </AdminSection>
  );
}

function ControlRoomTable({
  room,
  tournament,
  live,
}: {
  room: ControlRoom;
  tournament: AdminTournament;
  live: boolean;
}) {
  const confirm = useSetMatchResult(tournament.id);
  const forfeit = useForfeitMatch(tournament.id);
  const [resultTarget, setResultTarget] = useState<ResultTarget | null>(null);
  const [forfeitTarget, setForfeitTarget] = useState<{ match: ControlMatch; teamId: number } | null>(null);
  const open = (match: ControlMatch) => live && match.opponent1 !== null && match.opponent2 !== null;
  const name = (match: ControlMatch) =>
    `${match.round_label}, ${match.opponent1?.team_name ?? '?'} vs ${match.opponent2?.team_name ?? '?'}`;

  const confirmReport = async (match: ControlMatch) => {
    const scores = singleReportScores(match);
    if (!scores) return;
    try {
      showSuccess((await confirm.mutateAsync({ matchId: match.match_id, body: scores })).message);
    } catch {
      // The query client shows error[0].
    }
  };

  const columns: DataColumn<ControlMatch>[] = [
    { key: 'round', header: 'Round', className: 'text-nowrap', cell: (m) => m.round_label },
    {
      key: 'teams',
      header: 'Teams',
      rowHeader: true,
      cell: (m) =>
        `${m.opponent1?.team_name ?? 'To be decided'} vs ${m.opponent2?.team_name ?? 'To be decided'}`,
    },
    {
      key: 'state',
      header: 'State',
      cell: (m) => <StatusBadge tone={STATE_LABEL[m.state].tone}>{STATE_LABEL[m.state].label}</StatusBadge>,
    },
    {
      key: 'ready',
      header: 'Ready for',
      className: 'text-nowrap',
      cell: (m) => (m.ready_at && m.state !== 'confirmed' ? elapsed(m.ready_at, room.now) : '-'),
    },
    { key: 'deadline', header: 'Deadline', cell: (m) => deadlineText(m, room.now) },
    {
      key: 'reports',
      header: 'Reports',
      cell: (m) => (
        <ul className="list-unstyled mb-0 control-room__reports">
          {[m.opponent1, m.opponent2].map((side, index) => (
            <li key={side?.team_id ?? `side-${index}`}>
              {reportText(side, index === 0 ? m.opponent2 : m.opponent1)}
              {side && (
                <EvidenceGallery evidence={side.evidence} teamName={side.team_name} compact empty={null} />
              )}
            </li>
          ))}
        </ul>
      ),
    },
    {
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      className: 'text-end',
      cell: (m) =>
        open(m) && m.state !== 'waiting' ? (
          <div className="d-flex flex-wrap gap-1 justify-content-end">
            {m.state === 'awaiting_opponent' && (
              <button
                type="button"
                className="btn btn-sm btn-outline-light text-nowrap"
                aria-label={`Confirm the report: ${name(m)}`}
                disabled={confirm.isPending}
                onClick={() => void confirmReport(m)}
              >
                Confirm
              </button>
            )}
            <button
              type="button"
              className="btn btn-sm btn-outline-light text-nowrap"
              aria-label={`${m.state === 'confirmed' ? 'Correct result' : 'Set result'}: ${name(m)}`}
              onClick={() =>
                setResultTarget({
                  matchId: m.match_id,
                  round: m.round_label,
                  team1: m.opponent1!.team_name,
                  team2: m.opponent2!.team_name,
                  correction: m.state === 'confirmed',
                  drawAllowed: drawAllowedFor(tournament, m.round_label),
                  bestOf: m.best_of,
                  initialGames: m.games,
                  initial:
                    m.opponent1?.score != null && m.opponent2?.score != null
                      ? { opponent1_score: m.opponent1.score, opponent2_score: m.opponent2.score }
                      : undefined,
                })
              }
            >
              {m.state === 'confirmed' ? 'Correct result' : 'Set result'}
            </button>
            {[m.opponent1!, m.opponent2!].map((side, index) => (
              <button
                key={side.team_id}
                type="button"
                className="btn btn-sm btn-outline-warning text-nowrap"
                aria-label={`Forfeit team ${index + 1} (${side.team_name}): ${name(m)}`}
                onClick={() => setForfeitTarget({ match: m, teamId: side.team_id })}
              >
                Forfeit team {index + 1}
              </button>
            ))}
          </div>
        ) : null,
    },
  ];

  const forfeiting = forfeitTarget
    ? [forfeitTarget.match.opponent1, forfeitTarget.match.opponent2].find(
        (side) => side?.team_id === forfeitTarget.teamId,
      )
    : null;

  return (
    <>
      <p className="admin-note">
        {room.match_report_minutes > 0
          ? `Captains have ${room.match_report_minutes} minute${room.match_report_minutes === 1 ? '' : 's'} to report a ready match.`
          : 'This tournament sets no report deadline.'}{' '}
        No-shows: {room.no_show_count}. Disputes: {room.dispute_count}.
      </p>
      <DataTable
        caption="Control room"
        captionHidden
        columns={columns}
        rows={room.matches}
        rowKey={(m) => m.match_id}
        empty="This tournament has no match to play."
        className="admin-table"
        scrollLabel="Control room table"
      />
      <SetResultDialog
        tournamentId={tournament.id}
        target={resultTarget}
        onClose={() => setResultTarget(null)}
      />
      <ReasonConfirmDialog
        show={forfeitTarget !== null}
        title={`Forfeit ${forfeiting?.team_name ?? ''}`}
        confirmLabel="Record forfeit"
        schema={forfeitReason}
        busy={forfeit.isPending}
        onCancel={() => setForfeitTarget(null)}
        onConfirm={(reason) => {
          if (!forfeitTarget) return;
          forfeit
            .mutateAsync({
              matchId: forfeitTarget.match.match_id,
              body: { team_id: forfeitTarget.teamId, reason },
            })
            .then((answer) => {
              showSuccess(answer.message);
              setForfeitTarget(null);
            })
            .catch(() => {
              // The query client shows error[0].
            });
        }}
      >
        <p>
          {forfeitTarget ? name(forfeitTarget.match) : ''}: the other team goes through, and both teams are
          told.
        </p>
      </ReasonConfirmDialog>
    </>
  );
}
