/**
 * Start now and Cancel of a tournament, each behind the shared confirm dialog (a cancellation gives its
 * reason). With check-in, Start now names the teams it drops and says whether their fees come back.
 */
import { useState } from 'react';
import type { AdminParticipant, AdminTournament } from '@arena/shared/admin-catalogue';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showSuccess } from '../../../lib/toast';
import { formatTournamentTime } from '../../../lib/format';
import { useCancelTournament } from '../api/cancel-tournament';
import { useStartTournament } from '../api/start-tournament';
import { ReasonConfirmDialog } from './reason-confirm-dialog';

const teams = (n: number) => `${n} team${n === 1 ? '' : 's'}`;

/** What Start now does to the entries: who plays, who is dropped for not checking in, and their fees. */
function StartSummary({
  tournament,
  participants,
}: {
  tournament: AdminTournament;
  participants: AdminParticipant[];
}) {
  const entered = participants.filter((entry) => entry.status === 'active');
  if (tournament.check_in_minutes <= 0) {
    return (
      <p className="mb-0">
        Registration closes and the bracket is drawn from the {teams(entered.length)} entered. With fewer than
        2 teams the tournament is cancelled and refunded instead.
      </p>
    );
  }
  const dropped = entered.filter((entry) => !entry.checked_in);
  const playing = entered.length - dropped.length;
  // Decided again by the server at the moment of the start; this is what it will be if started now.
  const early = Date.now() < Date.parse(tournament.tournament_start_date);
  return (
    <>
      <p>
        Registration closes and the bracket is drawn from the {teams(playing)} checked in (and any checked-in
        teams on the waitlist that take the freed places). With fewer than 2 teams the tournament is cancelled
        and refunded instead.
      </p>
      {dropped.length === 0 ? (
        <p className="mb-0">Every entered team has checked in; nobody is dropped.</p>
      ) : (
        <>
          <p className="mb-1">
            {dropped.length === 1
              ? 'This team has not checked in and will be dropped:'
              : `These ${dropped.length} teams have not checked in and will be dropped:`}
          </p>
          <ul className="mb-2">
            {dropped.map((entry) => (
              <li key={entry.entry_id}>{entry.team_name}</li>
            ))}
          </ul>
          <p className="mb-0">
            {early
              ? `Check-in was advertised until ${formatTournamentTime(tournament.tournament_start_date)}, so a dropped team gets its entry fee back.`
              : 'Their check-in window has closed, so their entry fees are kept.'}
          </p>
        </>
      )}
    </>
  );
}

export function TournamentActions({
  tournament,
  participants,
}: {
  tournament: AdminTournament;
  participants: AdminParticipant[];
}) {
  const [asking, setAsking] = useState<'start' | 'cancel' | null>(null);
  const start = useStartTournament(tournament.id);
  const cancel = useCancelTournament(tournament.id);
  const state = tournament.tournament_state;
  if (state === 'completed' || state === 'cancelled') return null;

  const confirmStart = async () => {
    try {
      showSuccess((await start.mutateAsync()).message);
      setAsking(null);
    } catch {
      // The query client shows error[0].
    }
  };

  const confirmCancel = async (reason: string) => {
    try {
      showSuccess((await cancel.mutateAsync(reason)).message);
      setAsking(null);
    } catch {
      // The query client shows error[0].
    }
  };

  return (
    <>
      {state === 'pending' && (
        <button type="button" className="btn btn-primary" onClick={() => setAsking('start')}>
          Start now
        </button>
      )}
      <button type="button" className="btn btn-outline-danger" onClick={() => setAsking('cancel')}>
        Cancel tournament
      </button>
      <ConfirmDialog
        show={asking === 'start'}
        title={`Start ${tournament.tournament_name} now?`}
        confirmLabel="Start now"
        variant="primary"
        busy={start.isPending}
        onConfirm={() => void confirmStart()}
        onCancel={() => setAsking(null)}
      >
        <StartSummary tournament={tournament} participants={participants} />
      </ConfirmDialog>
      <ReasonConfirmDialog
        show={asking === 'cancel'}
        title={`Cancel ${tournament.tournament_name}?`}
        confirmLabel="Cancel tournament"
        reasonLabel="Reason for the cancellation"
        busy={cancel.isPending}
        onConfirm={(reason) => void confirmCancel(reason)}
        onCancel={() => setAsking(null)}
      >
        <p>
          Every entry fee is refunded in credits and every VIP token is returned, once. The teams are
          unlocked. This cannot be undone.
        </p>
      </ReasonConfirmDialog>
    </>
  );
}
