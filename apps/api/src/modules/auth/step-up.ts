/**
 * What a step-up inside a transaction found (decisions 0049, 0053, 0057), and the one refusal each outcome gives, so
 * the account deletion, the wallet and the console's check answer alike. An account whose only second factor is a
 * passkey is asked for its passkey, not for an authenticator app's code it does not have.
 */
import { TWO_FACTOR_MESSAGES } from '@arena/shared/two-factor';
import { invalid } from '../../http/errors';

/** 'off': no second factor; 'missing' / 'passkey-missing': none given (the account has the app / only passkeys). */
export type StepUpResult = 'off' | 'passed' | 'missing' | 'passkey-missing' | 'wrong';

/** Throws the refusal of a step-up that did not pass; 'off' and 'passed' go through. */
export function refuseUnlessStepUpPassed(result: StepUpResult): void {
  if (result === 'missing') throw invalid('TWO_FACTOR_REQUIRED', TWO_FACTOR_MESSAGES.required);
  if (result === 'passkey-missing') throw invalid('TWO_FACTOR_REQUIRED', TWO_FACTOR_MESSAGES.passkeyRequired);
  if (result === 'wrong') throw invalid('TWO_FACTOR_CODE_WRONG', TWO_FACTOR_MESSAGES.wrongCode);
}
