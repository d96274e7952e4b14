/** Panel 3, My Tournaments: the table of enrolled tournaments arrives with the tournaments issue. */
import { EmptyState } from '../../../components/empty-state';
import { AccountPanel } from '../../../components/account-panel';

export function MyTournamentsPanel() {
  return (
    <AccountPanel title="My Tournaments">
      <EmptyState>Tournaments your teams enter will be listed here.</EmptyState>
    </AccountPanel>
  );
}
