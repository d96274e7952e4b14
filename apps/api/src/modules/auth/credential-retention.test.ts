/**
 * Retention of sign-in records (decision 0064): ended sessions go 30 days after they stopped working, expired
 * verification links and reset codes after 7 days, expired challenges after a day; a live session, a fresh link
 * and anything still inside its window stay, and the player signed in keeps working.
 */
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailVerifications } from '../../db/schema/email-verifications';
import { passwordResets } from '../../db/schema/password-resets';
import { sessions } from '../../db/schema/sessions';
import { loginChallenges, webauthnChallenges } from '../../db/schema/two-factor';
import { sha256 } from '../../lib/tokens';
import { createTestApp, type TestApp } from '../../../test/harness';
import { login, registerAndLogin } from '../../../test/fixtures';

const DAY = 86_400_000;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ago = (days: number) => new Date(Date.now() - days * DAY);

describe('the credential retention sweep', () => {
  it('deletes what stopped working long enough ago, keeps the rest', async () => {
    const { db } = t.database;
    const player = await registerAndLogin(t.app, {}, { verifyEmail: false });
    const liveSessions = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.userId, player.user.id));
    for (let i = 0; i < 4; i++) await login(t.app, player);
    const fresh = (
      await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, player.user.id))
    )
      .map((row) => row.id)
      .filter((id) => !liveSessions.some((live) => live.id === id))
      .sort((a, b) => a - b);
    expect(fresh).toHaveLength(4);
    const [s1, s2, s3, s4] = fresh as [number, number, number, number];
    await db
      .update(sessions)
      .set({ expiresAt: ago(31) })
      .where(eq(sessions.id, s1));
    await db
      .update(sessions)
      .set({ expiresAt: ago(29) })
      .where(eq(sessions.id, s2));
    await db
      .update(sessions)
      .set({ revokedAt: ago(31) })
      .where(eq(sessions.id, s3));
    await db
      .update(sessions)
      .set({ revokedAt: ago(29) })
      .where(eq(sessions.id, s4));

    const [signUpLink] = await db
      .select({ id: emailVerifications.id })
      .from(emailVerifications)
      .where(eq(emailVerifications.userId, player.user.id));
    const [oldLink] = await db
      .insert(emailVerifications)
      .values({
        userId: player.user.id,
        email: player.email,
        tokenHash: sha256('old-link'),
        expiresAt: ago(8),
      })
      .returning({ id: emailVerifications.id });
    const resets = await db
      .insert(passwordResets)
      .values([
        { email: player.email, otpHash: sha256('old-code'), expiresAt: ago(8) },
        { email: player.email, otpHash: sha256('recent-code'), expiresAt: ago(6) },
      ])
      .returning({ id: passwordResets.id });
    const logins = await db
      .insert(loginChallenges)
      .values([
        { userId: player.user.id, tokenHash: sha256('old-challenge'), expiresAt: ago(2) },
        {
          userId: player.user.id,
          tokenHash: sha256('new-challenge'),
          expiresAt: new Date(Date.now() + 60_000),
        },
      ])
      .returning({ id: loginChallenges.id });
    const ceremonies = await db
      .insert(webauthnChallenges)
      .values([
        { challenge: 'old-ceremony', kind: 'authentication', expiresAt: ago(2) },
        { challenge: 'recent-ceremony', kind: 'authentication', expiresAt: ago(0.5) },
      ])
      .returning({ id: webauthnChallenges.id });

    const pruned = await t.app.credentialRetention.sweep();

    expect(pruned).toMatchObject({
      sessions: expect.any(Number),
      email_verifications: expect.any(Number),
      password_resets: expect.any(Number),
    });
    const remainingSessions = (
      await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, player.user.id))
    ).map((row) => row.id);
    expect(remainingSessions).toEqual(expect.arrayContaining([...liveSessions.map((row) => row.id), s2, s4]));
    expect(remainingSessions).not.toContain(s1);
    expect(remainingSessions).not.toContain(s3);
    const links = (
      await db
        .select({ id: emailVerifications.id })
        .from(emailVerifications)
        .where(eq(emailVerifications.userId, player.user.id))
    ).map((row) => row.id);
    expect(links).toEqual([signUpLink!.id]);
    expect(links).not.toContain(oldLink!.id);
    expect(
      (
        await db
          .select({ id: passwordResets.id })
          .from(passwordResets)
          .where(
            inArray(
              passwordResets.id,
              resets.map((row) => row.id),
            ),
          )
      ).map((row) => row.id),
    ).toEqual([resets[1]!.id]);
    expect(
      (
        await db
          .select({ id: loginChallenges.id })
          .from(loginChallenges)
          .where(
            inArray(
              loginChallenges.id,
              logins.map((row) => row.id),
            ),
          )
      ).map((row) => row.id),
    ).toEqual([logins[1]!.id]);
    expect(
      (
        await db
          .select({ id: webauthnChallenges.id })
          .from(webauthnChallenges)
          .where(
            inArray(
              webauthnChallenges.id,
              ceremonies.map((row) => row.id),
            ),
          )
      ).map((row) => row.id),
    ).toEqual([ceremonies[1]!.id]);

    // The player's own session is untouched and still signs requests.
    expect((await t.app.inject({ url: '/api/user-profile', headers: player.auth })).statusCode).toBe(200);
    // A second sweep finds nothing more of this player's.
    await t.app.credentialRetention.sweep();
    expect(
      (await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, player.user.id))).length,
    ).toBe(remainingSessions.length);
  });
});
