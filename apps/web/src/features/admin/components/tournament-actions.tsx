/** Start now and Cancel of a tournament, each behind the shared confirm dialog (a cancellation gives its reason). */
import { useState } from 'react';
import type { AdminTournament } from '@arena/shared/admin-catalogue';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showSuccess } from '../../../lib/toast';
import { useCancelTournament } from '../api/cancel-tournament';
import { useStartTournament } from '../api/start-tournament';
import { ReasonConfirmDialog } from './reason-confirm-dialog';

export function TournamentActions({ tournament }: { tournament: AdminTournament }) {
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
        <p className="mb-0">
          Registration closes and the bracket is drawn from the {tournament.enrolled_teams} team
          {tournament.enrolled_teams === 1 ? '' : 's'} entered. With fewer than 2 teams the tournament is
          cancelled and refunded instead.
        </p>
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
