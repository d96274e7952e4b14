/**
 * My Account's Security panel (decision 0049): how the player signs in. Two-factor sign-in is its first section;
 * sessions and passkeys are meant to join it as sections of their own.
 */
import { AccountPanel } from '../../../components/account-panel';
import { TwoFactorSection } from './two-factor-section';
import './security-panel.css';

export function SecurityPanel() {
  return (
    <AccountPanel title="Security">
      <TwoFactorSection />
    </AccountPanel>
  );
}
