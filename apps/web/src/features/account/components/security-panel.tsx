/**
 * My Account's Security panel (decision 0049): how the player signs in. Two-factor sign-in is its first section,
 * passkeys (decision 0053) the next; sessions are meant to join it as a section of their own.
 */
import { AccountPanel } from '../../../components/account-panel';
import { PasskeysSection } from './passkeys-section';
import { TwoFactorSection } from './two-factor-section';
import './security-panel.css';

export function SecurityPanel() {
  return (
    <AccountPanel title="Security">
      <TwoFactorSection />
      <PasskeysSection />
    </AccountPanel>
  );
}
