/**
 * The enrolment dialog wired to the player's teams, their balances and the enrolment call, used by every page
 * that offers to enter a tournament; success shows the message, goes to /tournament and closes.
 */
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Tournament } from '@arena/shared/catalogue';
import { useAddTournamentParticipant } from '../api/add-tournament-participant';
import { useMyTeams } from '../api/get-my-teams';
import { useJoinTournamentWaitlist } from '../api/join-tournament-waitlist';
import { isEmailNotVerified } from '../api/resend-verification';
import { userProfileQuery } from '../api/get-user-profile';
import { errorMessageOf } from '../lib/api-client';
import { routes } from '../lib/routes';
import { useStoredUser } from '../lib/session';
import { showSuccess } from '../lib/toast';
import { EnrolmentDialog, type EnrolmentTournament } from './enrolment-dialog';
import { useEnrolmentT } from './enrolment-i18n';
import { VerifyEmailNotice } from './verify-email-notice';
import { usePaidEntryRefusal } from './paid-entry-refusal';

export function EnrolTeamDialog({
  tournament,
  show,
  onHide,
  waitlist = false,
}: {
  tournament: EnrolmentTournament & Pick<Tournament, 'id'>;
  show: boolean;
  onHide: () => void;
  /** The tournament is full: the chosen team joins its waitlist and the page stays open to show it. */
  waitlist?: boolean;
}) {
  const { t } = useEnrolmentT();
  const navigate = useNavigate();
  const teams = useMyTeams({ enabled: show });
  // Fresh balances: credits or tokens may have been bought in another tab since the page loaded.
  const profile = useQuery({ ...userProfileQuery(), enabled: show, meta: { silentError: true } });
  const storedUser = useStoredUser();
  const enrol = useAddTournamentParticipant();
  const join = useJoinTournamentWaitlist();
  const busy = enrol.isPending || join.isPending;
  const mutationError = waitlist ? join.error : enrol.error;
  const details = (profile.data ?? storedUser)?.user_details ?? null;
  const refusal = usePaidEntryRefusal(tournament, show ? details : null);

  return (
    <EnrolmentDialog
      show={show}
      tournament={tournament}
      wallet={details}
      refusal={refusal}
      teams={teams.data}
      loading={teams.isPending}
      loadError={teams.isError ? errorMessageOf(teams.error) : null}
      busy={busy}
      waitlist={waitlist}
      notice={isEmailNotVerified(mutationError) ? <VerifyEmailNotice /> : null}
      onCancel={() => {
        enrol.reset();
        join.reset();
        onHide();
      }}
      onConfirm={(team) => {
        const input = { tournament_id: tournament.id, team_id: team.id, captain_id: team.captain_id };
        if (waitlist) {
          join.mutate(input, {
            onSuccess: (answer) => {
              showSuccess(answer.message);
              onHide();
            },
          });
          return;
        }
        enrol.mutate(
          { tournament_id: tournament.id, team_id: team.id, captain_id: team.captain_id },
          {
            onSuccess: (answer) => {
              // The spec sends the player to the list; check-in is on the page they left, so the toast
              // leads back to it (decision 0032).
              showSuccess(
                answer.message,
                (tournament.check_in_minutes ?? 0) > 0
                  ? {
                      action: {
                        label: t('enrolment.checkInAction'),
                        to: `${routes.viewTournament.href()}?id=${tournament.id}`,
                      },
                    }
                  : {},
              );
              onHide();
              void navigate(routes.tournaments.href());
            },
          },
        );
      }}
    />
  );
}
