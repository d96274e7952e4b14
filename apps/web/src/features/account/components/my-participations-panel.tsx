/** Panel 7, My Participations: the teams you joined arrive with the teams issue. */
import { EmptyState } from '../../../components/empty-state';
import { AccountPanel } from './account-panel';

export function MyParticipationsPanel() {
  return (
    <AccountPanel title="My Participations">
      <EmptyState>No Teams</EmptyState>
    </AccountPanel>
  );
}
