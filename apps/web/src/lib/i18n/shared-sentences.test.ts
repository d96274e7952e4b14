/**
 * Web keys that say a shared package's sentence (decision 0062, session 23): the screens show them through the
 * catalogues now, so the English of each key must stay the shared constant word for word (the spec's text, which
 * the server answers too). A changed constant fails here until its key follows.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BRACKET_MESSAGES } from '@arena/shared/brackets';
import { EMAIL_VERIFICATION_MESSAGES } from '@arena/shared/email-verification';
import { PAYMENT_MESSAGES } from '@arena/shared/payments';
import { PROFILE_MESSAGES } from '@arena/shared/profile';
import { TEAM_MESSAGES } from '@arena/shared/teams';

const localesDir = path.resolve(__dirname, '../../locales/en');

function english(key: string): string {
  const area = key.slice(0, key.indexOf('.'));
  const messages = JSON.parse(fs.readFileSync(path.join(localesDir, `${area}.json`), 'utf8')) as Record<
    string,
    string
  >;
  const message = messages[key];
  if (message === undefined) throw new Error(`No English message ${key}`);
  return message;
}

describe('keys that say a shared sentence', () => {
  it.each([
    ['ui.verifyEmail.required', EMAIL_VERIFICATION_MESSAGES.required],
    ['ui.verifyEmail.banner', EMAIL_VERIFICATION_MESSAGES.banner('{email}')],
    ['account.picture.noFile', PROFILE_MESSAGES.noFile],
    ['account.picture.onlyImages', PROFILE_MESSAGES.onlyImages],
    ['account.picture.tooLarge', PROFILE_MESSAGES.tooLarge],
    ['payments.providerUnavailable', PAYMENT_MESSAGES.providerUnavailable],
    ['payments.notCompleted', PAYMENT_MESSAGES.notCompleted],
    ['payments.capturePending', PAYMENT_MESSAGES.capturePending],
    ['payments.captureDeclined', PAYMENT_MESSAGES.captureDeclined],
    ['adminPeople.refund.aboveRemaining', PAYMENT_MESSAGES.refundAboveRemaining],
    ['admin.results.noDraw', BRACKET_MESSAGES.noDraw],
    ['auth.invite.ownTeam', TEAM_MESSAGES.captainJoin],
  ])('%s is the shared English', (key, sentence) => {
    expect(english(key)).toBe(sentence);
  });
});
