/** /myprofile: the account hub (features/account) with the team panels (features/teams) composed in. */
import { MyProfileRoute } from '../../features/account/routes/my-profile-route';
import { MyParticipationsPanel } from '../../features/teams/components/my-participations-panel';
import { TeamListsLoader } from '../../features/teams/components/team-lists-loader';
import { TeamManagementPanel } from '../../features/teams/components/team-management-panel';

const teamPanels = {
  teamManagement: <TeamManagementPanel />,
  myParticipations: <MyParticipationsPanel />,
  loader: <TeamListsLoader />,
};

export function MyAccountRoute() {
  return <MyProfileRoute teamPanels={teamPanels} />;
}
