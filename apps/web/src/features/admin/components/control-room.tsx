/**
 * The organiser's control room of an underway tournament (decision 0024): every match with its state, time since
 * ready, deadline, both reports with their screenshots and no-shows, with one-click confirm of a single
 * report, set result and forfeit. It follows the tournament's public stream (and the organiser's own, for
 * no-shows and evidence), polling only while the tournament stream is down.
 */
import { useState } from 'react';
import type { AdminTournament } from '@arena/shared/admin-catalogue';
import { forfeitOutcome } from '@arena/shared/bracket-rounds';
import { forfeitBody, type ControlMatch, type ControlRoom } from '@arena/shared/match-control';
import { useTournamentStream } from '../../../api/live-streams';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { EvidenceGallery } from '../../../components/evidence-gallery';
import { localRoundLabel } from '../../../components/round-label';
import { useRoundLabelT } from '../../../components/round-label-i18n';
import { formatDateTime } from '../../../lib/format';
import { showSuccess } from '../../../lib/toast';
import { useControlRoom } from '../api/get-control-room';
import type { Translator } from '../../../lib/i18n/translator';
import { useForfeitMatch } from '../api/forfeit-match';
import { useSetMatchResult } from '../api/set-match-result';
import { useAdminT } from '../i18n';
import { AdminSection } from './admin-page';
import { ErrorState, LoadingState } from './loading-state';
import { ReasonConfirmDialog } from './reason-confirm-dialog';
import { drawAllowedFor } from './bracket-matches';
import { SetResultDialog, type ResultTarget } from './set-result-dialog';
import { StatusBadge, type BadgeTone } from './status-badge';
import './control-room.css';

const STATE_LABEL: Record<ControlMatch['state'], { label: string; tone: BadgeTone }> = {
  waiting: { label: 'admin.room.waiting', tone: 'neutral' },
  ready: { label: 'admin.room.ready', tone: 'info' },
  awaiting_opponent: { label: 'admin.room.awaiting', tone: 'info' },
  disputed: { label: 'admin.room.disputed', tone: 'danger' },
  no_show: { label: 'admin.room.noShow', tone: 'warning' },
  confirmed: { label: 'admin.room.decided', tone: 'success' },
};

const FORFEIT_KEYS = { won: 'admin.room.won', lost: 'admin.room.lost' } as const;

type T = Translator['t'];

/** "3 min", "1 h 05 min": how long ago, from the server's own clock. */
function elapsed(since: string, now: string, t: T): string {
  const minutes = Math.max(0, Math.floor((Date.parse(now) - Date.parse(since)) / 60_000));
  if (minutes < 60) return t('admin.room.minutes', { m: String(minutes) });
  return t('admin.room.hours', {
    h: String(Math.floor(minutes / 60)),
    m: String(minutes % 60).padStart(2, '0'),
  });
}

function deadlineText(match: ControlMatch, now: string, t: T): string {
  if (!match.report_deadline) return '-';
  if (match.state === 'confirmed' || match.state === 'waiting') return formatDateTime(match.report_deadline);
  const passed = Date.parse(match.report_deadline) <= Date.parse(now);
  const time = formatDateTime(match.report_deadline);
  return passed
    ? t('admin.room.passed', { time })
    : t('admin.room.deadlineIn', {
        time,
        left: elapsed(now, new Date(Date.parse(match.report_deadline) + 59_999).toISOString(), t),
      });
}

/** A side's report; once a forfeit decided the match, how it ended for that side instead. */
function reportText(side: ControlMatch['opponent1'], other: ControlMatch['opponent1'], t: T): string {
  if (!side) return '-';
  const forfeit = forfeitOutcome(side, other);
  if (forfeit) return t('admin.room.side', { team: side.team_name, outcome: t(FORFEIT_KEYS[forfeit]) });
  return side.report
    ? t('admin.room.report', {
        team: side.team_name,
        own: String(side.report.own_score),
        other: String(side.report.opponent_score),
      })
    : t('admin.room.nothing', { team: side.team_name });
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
  const { t } = useAdminT();
  return (
    <AdminSection title={t('admin.room.title')}>
      {droppedAtCheckIn.length > 0 && (
        <p className="control-room__dropped">
          {t('admin.room.dropped', { teams: droppedAtCheckIn.join(', ') })}
        </p>
      )}
      {room.isPending ? (
        <LoadingState label={t('admin.room.loading')} />
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
  const { t } = useAdminT();
  const { t: sayRound } = useRoundLabelT();
  const confirm = useSetMatchResult(tournament.id);
  const forfeit = useForfeitMatch(tournament.id);
  const [resultTarget, setResultTarget] = useState<ResultTarget | null>(null);
  const [forfeitTarget, setForfeitTarget] = useState<{ match: ControlMatch; teamId: number } | null>(null);
  const open = (match: ControlMatch) => live && match.opponent1 !== null && match.opponent2 !== null;
  const name = (match: ControlMatch) =>
    t('admin.room.name', {
      round: localRoundLabel(sayRound, match.round_label),
      home: match.opponent1?.team_name ?? '?',
      away: match.opponent2?.team_name ?? '?',
    });

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
    {
      key: 'round',
      header: t('admin.room.round'),
      className: 'text-nowrap',
      cell: (m) => localRoundLabel(sayRound, m.round_label),
    },
    {
      key: 'teams',
      header: t('admin.room.teams'),
      rowHeader: true,
      cell: (m) =>
        t('admin.room.vs', {
          home: m.opponent1?.team_name ?? t('admin.room.tbd'),
          away: m.opponent2?.team_name ?? t('admin.room.tbd'),
        }),
    },
    {
      key: 'state',
      header: t('admin.room.state'),
      cell: (m) => (
        <StatusBadge tone={STATE_LABEL[m.state].tone}>{t(STATE_LABEL[m.state].label)}</StatusBadge>
      ),
    },
    {
      key: 'ready',
      header: t('admin.room.readyFor'),
      className: 'text-nowrap',
      cell: (m) => (m.ready_at && m.state !== 'confirmed' ? elapsed(m.ready_at, room.now, t) : '-'),
    },
    { key: 'deadline', header: t('admin.room.deadline'), cell: (m) => deadlineText(m, room.now, t) },
    {
      key: 'reports',
      header: t('admin.room.reports'),
      cell: (m) => (
        <ul className="list-unstyled mb-0 control-room__reports">
          {[m.opponent1, m.opponent2].map((side, index) => (
            <li key={side?.team_id ?? `side-${index}`}>
              {reportText(side, index === 0 ? m.opponent2 : m.opponent1, t)}
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
      header: <span className="visually-hidden">{t('admin.entry.actions')}</span>,
      className: 'text-end',
      cell: (m) =>
        open(m) && m.state !== 'waiting' ? (
          <div className="d-flex flex-wrap gap-1 justify-content-end">
            {m.state === 'awaiting_opponent' && (
              <button
                type="button"
                className="btn btn-sm btn-outline-light text-nowrap"
                aria-label={t('admin.room.confirmOf', { match: name(m) })}
                disabled={confirm.isPending}
                onClick={() => void confirmReport(m)}
              >
                {t('admin.room.confirm')}
              </button>
            )}
            <button
              type="button"
              className="btn btn-sm btn-outline-light text-nowrap"
              aria-label={t('admin.room.actionOf', {
                action: m.state === 'confirmed' ? t('admin.room.correct') : t('admin.room.set'),
                match: name(m),
              })}
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
              {m.state === 'confirmed' ? t('admin.room.correct') : t('admin.room.set')}
            </button>
            {[m.opponent1!, m.opponent2!].map((side, index) => (
              <button
                key={side.team_id}
                type="button"
                className="btn btn-sm btn-outline-warning text-nowrap"
                aria-label={t('admin.room.forfeitOf', { n: index + 1, team: side.team_name, match: name(m) })}
                onClick={() => setForfeitTarget({ match: m, teamId: side.team_id })}
              >
                {t('admin.room.forfeit', { n: index + 1 })}
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
          ? t('admin.room.reportMinutes', { n: room.match_report_minutes })
          : t('admin.room.noDeadline')}{' '}
        {t('admin.room.counts', { noShows: room.no_show_count, disputes: room.dispute_count })}
      </p>
      <DataTable
        caption={t('admin.room.title')}
        captionHidden
        columns={columns}
        rows={room.matches}
        rowKey={(m) => m.match_id}
        empty={t('admin.room.none')}
        className="admin-table"
        scrollLabel={t('admin.table.scroll', { caption: t('admin.room.title') })}
      />
      <SetResultDialog
        tournamentId={tournament.id}
        target={resultTarget}
        onClose={() => setResultTarget(null)}
      />
      <ReasonConfirmDialog
        show={forfeitTarget !== null}
        title={t('admin.room.forfeitTitle', { team: forfeiting?.team_name ?? '' })}
        confirmLabel={t('admin.room.recordForfeit')}
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
        <p>{t('admin.room.forfeitText', { match: forfeitTarget ? name(forfeitTarget.match) : '' })}</p>
      </ReasonConfirmDialog>
    </>
  );
}
