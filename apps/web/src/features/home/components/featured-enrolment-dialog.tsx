/**
 * The enrolment dialog opened from a featured card (loaded on demand to keep the home page light):
 * success shows the message, goes to /tournament and closes.
 */
import { useNavigate } from 'react-router';
import { EnrolmentDialog } from '../../../components/enrolment-dialog';
import { errorMessageOf } from '../../../lib/api-client';
import { routes } from '../../../lib/routes';
import { showSuccess } from '../../../lib/toast';
import { useAddTournamentParticipant } from '../api/add-tournament-participant';
import { useMyTeams } from '../api/get-my-teams';

export function FeaturedEnrolmentDialog({
  tournamentId,
  teamSize,
  show,
  onHide,
}: {
  tournamentId: number;
  teamSize: number;
  show: boolean;
  onHide: () => void;
}) {
  const navigate = useNavigate();
  const teams = useMyTeams(show);
  const enrol = useAddTournamentParticipant();

  return (
    <EnrolmentDialog
      show={show}
      teams={teams.data}
      loading={teams.isPending}
      loadError={teams.isError ? errorMessageOf(teams.error) : null}
      teamSize={teamSize}
      busy={enrol.isPending}
      onCancel={onHide}
      onConfirm={(team) =>
        enrol.mutate(
          { tournament_id: tournamentId, team_id: team.id, captain_id: team.captain_id },
          {
            onSuccess: (answer) => {
              showSuccess(answer.message);
              onHide();
              void navigate(routes.tournaments.href());
            },
          },
        )
      }
    />
  );
}
