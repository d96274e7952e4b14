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
import { useAdminT } from '../i18n';
import { ReasonConfirmDialog } from './reason-confirm-dialog';

/** What Start now does to the entries: who plays, who is dropped for not checking in, and their fees. */
function StartSummary({
  tournament,
  participants,
}: {
  tournament: AdminTournament;
  participants: AdminParticipant[];
}) {
  const { t } = useAdminT();
  const entered = participants.filter((entry) => entry.status === 'active');
  if (tournament.check_in_minutes <= 0) {
    return <p className="mb-0">{t('admin.start.noCheckIn', { n: entered.length })}</p>;
  }
  const dropped = entered.filter((entry) => !entry.checked_in);
  const playing = entered.length - dropped.length;
  // Decided again by the server at the moment of the start; this is what it will be if started now.
  const early = Date.now() < Date.parse(tournament.tournament_start_date);
  return (
    <>
      <p>{t('admin.start.checkIn', { n: playing })}</p>
      {dropped.length === 0 ? (
        <p className="mb-0">{t('admin.start.nobodyDropped')}</p>
      ) : (
        <>
          <p className="mb-1">{t('admin.start.dropped', { n: dropped.length })}</p>
          <ul className="mb-2">
            {dropped.map((entry) => (
              <li key={entry.entry_id}>{entry.team_name}</li>
            ))}
          </ul>
          <p className="mb-0">
            {early
              ? t('admin.start.refunded', { time: formatTournamentTime(tournament.tournament_start_date) })
              : t('admin.start.kept')}
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
  const { t } = useAdminT();
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
          {t('admin.start.now')}
        </button>
      )}
      <button type="button" className="btn btn-outline-danger" onClick={() => setAsking('cancel')}>
        {t('admin.cancel.button')}
      </button>
      <ConfirmDialog
        show={asking === 'start'}
        title={t('admin.start.title', { name: tournament.tournament_name })}
        confirmLabel={t('admin.start.now')}
        variant="primary"
        busy={start.isPending}
        onConfirm={() => void confirmStart()}
        onCancel={() => setAsking(null)}
      >
        <StartSummary tournament={tournament} participants={participants} />
      </ConfirmDialog>
      <ReasonConfirmDialog
        show={asking === 'cancel'}
        title={t('admin.cancel.title', { name: tournament.tournament_name })}
        confirmLabel={t('admin.cancel.button')}
        reasonLabel={t('admin.cancel.reason')}
        busy={cancel.isPending}
        onConfirm={(reason) => void confirmCancel(reason)}
        onCancel={() => setAsking(null)}
      >
        <p>{t('admin.cancel.text')}</p>
      </ReasonConfirmDialog>
    </>
  );
}
