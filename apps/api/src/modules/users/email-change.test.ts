/**
 * The login e-mail changes only with the current password, when the new address confirms its link; the old
 * address is told and may undo it for 7 days; the account's other sessions end (decision 0029).
 */
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_CHANGE_MESSAGES } from '@arena/shared/profile';
import { outboxEmails } from '../../db/schema/outbox';
import { passwordResets } from '../../db/schema/password-resets';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { login, registerAndLogin, STRONG_PASSWORD } from '../../../test/fixtures';

/** The real time, moved forward by `offsetMs` to cross the links' expiry. */
const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ deps: { clock } });
});
afterEach(() => {
  clock.offsetMs = 0;
});
afterAll(() => t.close());

type Auth = Record<string, string>;
const update = (auth: Auth, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/update-user-profile', headers: auth, payload });
const profile = (auth: Auth) => t.app.inject({ url: '/api/user-profile', headers: auth });
const post = (url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, payload });

/** The newest e-mail to `to` whose subject is `subject`, and the token of its link to `page`. */
async function mailTo(to: string, subject: string, page: string) {
  const [mail] = await t.database.db
    .select()
    .from(outboxEmails)
    .where(and(eq(outboxEmails.to, to), eq(outboxEmails.subject, subject)))
    .orderBy(desc(outboxEmails.id))
    .limit(1);
  expect(mail, `an e-mail "${subject}" to ${to}`).toBeDefined();
  const token = new RegExp(`/#/${page}\\?token=([\\w-]+)`).exec(mail!.text)?.[1];
  expect(token, mail!.text).toBeDefined();
  return { mail: mail!, token: token! };
}

describe('changing the login e-mail', () => {
  it('asks for the current password, and a stolen token alone changes nothing', async () => {
    const player = await registerAndLogin(t.app);
    const newEmail = `moved.${player.email}`;
    const without = await update(player.auth, { email: newEmail, city: 'Leeds' });
    expect(without.statusCode).toBe(400);
    expect(body(without).error).toEqual([EMAIL_CHANGE_MESSAGES.currentPasswordRequired]);
    const wrong = await update(player.auth, { email: newEmail, current_password: 'Wrong!Pass1' });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).error).toEqual([EMAIL_CHANGE_MESSAGES.currentPasswordWrong]);
    const shown = body<{ user: { email: string; pending_email: string | null } }>(await profile(player.auth));
    expect(shown.user).toMatchObject({ email: player.email, pending_email: null });
    const mails = await t.database.db.select().from(outboxEmails).where(eq(outboxEmails.to, newEmail));
    expect(mails).toHaveLength(0);
  });

  it('applies the change only when the new address opens its link, then ends the other sessions and tells the old address', async () => {
    const player = await registerAndLogin(t.app);
    const otherDevice = await login(t.app, player);
    const newEmail = `new.${player.email}`;

    const asked = await update(player.auth, {
      email: newEmail.toUpperCase(),
      current_password: STRONG_PASSWORD,
      city: 'York',
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const answer = body<{ message: string; user: { email: string; pending_email: string } }>(asked);
    expect(answer.message).toBe(EMAIL_CHANGE_MESSAGES.linkSent(newEmail));
    // Saved details, but the e-mail waits for the link.
    expect(answer.user).toMatchObject({ email: player.email, pending_email: newEmail });
    expect(body<{ user: { pending_email: string } }>(await profile(player.auth)).user.pending_email).toBe(
      newEmail,
    );
    expect((await login(t.app, player)).user.email).toBe(player.email);

    const { mail, token } = await mailTo(newEmail, 'Confirm your new Arena e-mail', 'confirmemailchange');
    expect(mail.maskedText).not.toContain(token);

    const confirmed = await post('/api/confirm-email-change', { token });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(body(confirmed)).toMatchObject({
      message: EMAIL_CHANGE_MESSAGES.confirmed,
      data: { email: newEmail },
    });
    // Single use.
    const again = await post('/api/confirm-email-change', { token });
    expect(again.statusCode).toBe(400);
    expect(body(again).error).toEqual([EMAIL_CHANGE_MESSAGES.linkInvalid]);

    // The session that asked stays; every other one ends.
    expect(
      body<{ user: { email: string; pending_email: null } }>(await profile(player.auth)).user,
    ).toMatchObject({ email: newEmail, pending_email: null });
    expect((await profile(otherDevice.auth)).statusCode).toBe(403);
    expect((await login(t.app, { email: newEmail, password: STRONG_PASSWORD })).user.email).toBe(newEmail);

    const notice = await mailTo(player.email, 'Your Arena e-mail was changed', 'undoemailchange');
    expect(notice.mail.text).toContain(`changed from ${player.email} to ${newEmail}`);
    expect(notice.mail.text).toContain('within 7 days');
  });

  it('lets the old address undo the change for 7 days, signing every session out and voiding resets to the new one', async () => {
    const player = await registerAndLogin(t.app);
    const attackerEmail = `attacker.${player.email}`;
    await update(player.auth, { email: attackerEmail, current_password: STRONG_PASSWORD });
    const { token } = await mailTo(attackerEmail, 'Confirm your new Arena e-mail', 'confirmemailchange');
    expect((await post('/api/confirm-email-change', { token })).statusCode).toBe(200);
    // The attacker asks for a reset code at the address they now control.
    await post('/api/forget-password', { email: attackerEmail });

    const undo = await mailTo(player.email, 'Your Arena e-mail was changed', 'undoemailchange');
    const undone = await post('/api/undo-email-change', { token: undo.token });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(body(undone)).toMatchObject({
      message: EMAIL_CHANGE_MESSAGES.undone(player.email),
      data: { email: player.email },
    });
    expect((await profile(player.auth)).statusCode).toBe(403);
    expect((await login(t.app, player)).user.email).toBe(player.email);
    const resets = await t.database.db
      .select()
      .from(passwordResets)
      .where(eq(passwordResets.email, attackerEmail));
    expect(resets).toHaveLength(1);
    expect(resets[0]!.closedAt).not.toBeNull();
    expect((await post('/api/undo-email-change', { token: undo.token })).statusCode).toBe(400);

    // After 7 days the link no longer works.
    const again = await registerAndLogin(t.app);
    await update(again.auth, { email: `late.${again.email}`, current_password: STRONG_PASSWORD });
    const late = await mailTo(`late.${again.email}`, 'Confirm your new Arena e-mail', 'confirmemailchange');
    expect((await post('/api/confirm-email-change', { token: late.token })).statusCode).toBe(200);
    const lateUndo = await mailTo(again.email, 'Your Arena e-mail was changed', 'undoemailchange');
    clock.offsetMs = 8 * 24 * 60 * 60 * 1000;
    const expired = await post('/api/undo-email-change', { token: lateUndo.token });
    expect(expired.statusCode).toBe(400);
    expect(body(expired).error).toEqual([EMAIL_CHANGE_MESSAGES.linkInvalid]);
  });

  it('refuses an unknown or empty token, and a confirmation link older than 24 hours', async () => {
    expect(body(await post('/api/confirm-email-change', { token: 'nope' })).error).toEqual([
      EMAIL_CHANGE_MESSAGES.linkInvalid,
    ]);
    expect((await post('/api/undo-email-change', { token: '' })).statusCode).toBe(400);
    const player = await registerAndLogin(t.app);
    await update(player.auth, { email: `slow.${player.email}`, current_password: STRONG_PASSWORD });
    const { token } = await mailTo(
      `slow.${player.email}`,
      'Confirm your new Arena e-mail',
      'confirmemailchange',
    );
    clock.offsetMs = 25 * 60 * 60 * 1000;
    expect((await post('/api/confirm-email-change', { token })).statusCode).toBe(400);
  });
});
