/** Panel 6, Team Management: team cards arrive with the teams issue. */
import { EmptyState } from '../../../components/empty-state';
import { AccountPanel } from './account-panel';

export function TeamManagementPanel() {
  return (
    <AccountPanel title="Team Management">
      <EmptyState>No Teams</EmptyState>
    </AccountPanel>
  );
}
