/** The account's interface language and answers in it (issue 29, decision 0062). */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/outbox';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { registerAndLogin } from '../../../test/fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Answer = { message: string; error: string[]; user?: { user_details: { language: string | null } } };

const update = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/update-user-profile', headers, payload });

describe('the account language', () => {
  it('is saved by POST /api/update-user-profile and returned by GET /api/user-profile', async () => {
    const player = await registerAndLogin(t.app);
    const before = await t.app.inject({ url: '/api/user-profile', headers: player.auth });
    expect(body<Answer>(before).user?.user_details.language).toBeNull();
    const saved = await update(player.auth, { email: player.email, language: 'pl' });
    expect(saved.statusCode).toBe(200);
    expect(body<Answer>(saved).user?.user_details.language).toBe('pl');
    const after = await t.app.inject({ url: '/api/user-profile', headers: player.auth });
    expect(body<Answer>(after).user?.user_details.language).toBe('pl');
  });

  it('refuses a language not offered', async () => {
    const player = await registerAndLogin(t.app);
    const refused = await update(player.auth, { email: player.email, language: 'nl' });
    expect(refused.statusCode).toBe(400);
    expect(body<Answer>(refused).message).toBe('The language must be one of en, de, fr, es, it, pl');
  });
});

describe('a validation error in the reader’s language', () => {
  const invalid = { email: 'not an e-mail' };

  it('answers in German with Accept-Language: de, English without it', async () => {
    const player = await registerAndLogin(t.app);
    const english = body<Answer>(await update(player.auth, invalid));
    expect(english.message).not.toBe('Die Anfrage ist ungültig');
    expect(english.error).toEqual([english.message]);

    const german = body<Answer>(
      await update({ ...player.auth, 'accept-language': 'ja;q=1, de-AT;q=0.9, en;q=0.5' }, invalid),
    );
    expect(german.message).toBe('Die Anfrage ist ungültig');
    expect(german.error).toEqual(['Die Anfrage ist ungültig', english.message]);

    const preferEnglish = body<Answer>(
      await update({ ...player.auth, 'accept-language': 'en, de;q=0.8' }, invalid),
    );
    expect(preferEnglish).toMatchObject({ message: english.message, error: english.error });
  });

  it('follows the account’s language before Accept-Language', async () => {
    const player = await registerAndLogin(t.app);
    await update(player.auth, { email: player.email, language: 'fr' });
    const french = body<Answer>(await update({ ...player.auth, 'accept-language': 'de' }, invalid));
    expect(french.message).toBe('La requête n’est pas valide');
  });
});

describe('the password-reset e-mail', () => {
  const resetMail = async (email: string) => {
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, email.toLowerCase()))
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    return mail;
  };
  const forget = (email: string) =>
    t.app.inject({ method: 'POST', url: '/api/forget-password', payload: { email } });

  it('is written in the account’s language: French for a French account, English for one with none', async () => {
    const french = await registerAndLogin(t.app);
    await update(french.auth, { email: french.email, language: 'fr' });
    expect((await forget(french.email)).statusCode).toBe(200);
    const mail = await resetMail(french.email);
    expect(mail?.subject).toBe('Votre code de réinitialisation du mot de passe Arena');
    expect(mail?.text).toMatch(
      new RegExp(
        `^Bonjour ${french.name},\\n\\nVotre code à usage unique pour réinitialiser votre mot de passe Arena est \\d{6}\\.`,
      ),
    );

    const english = await registerAndLogin(t.app);
    expect((await forget(english.email)).statusCode).toBe(200);
    expect((await resetMail(english.email))?.subject).toBe('Your Arena password reset code');
  });
});

describe('a domain refusal in the reader’s language', () => {
  it('answers the session refusal in French by Accept-Language, in English without it', async () => {
    const headers = { authorization: 'Bearer not-a-session' };
    const english = body<Answer>(await t.app.inject({ url: '/api/user-profile', headers }));
    expect(english.message).toBe('Your session has expired, please log in again.');
    const french = await t.app.inject({
      url: '/api/user-profile',
      headers: { ...headers, 'accept-language': 'fr' },
    });
    expect(french.statusCode).toBe(403);
    expect(body<Answer>(french)).toMatchObject({
      message: 'Votre session a expiré, veuillez vous reconnecter.',
      error: ['Votre session a expiré, veuillez vous reconnecter.'],
    });
  });
});

describe('a success in the reader’s language', () => {
  it('confirms a change in the account’s language, and leaves a read’s message alone', async () => {
    const player = await registerAndLogin(t.app);
    const english = await update(player.auth, { email: player.email, language: 'de' });
    // The change itself is answered in the language the account had when asking: none yet, so English.
    expect(body<Answer>(english).message).toBe('Profile updated successfully');
    const german = await update(player.auth, { email: player.email, language: 'de' });
    expect(body<Answer>(german).message).toBe('Profil erfolgreich aktualisiert');
    const read = await t.app.inject({ url: '/api/user-profile', headers: player.auth });
    expect(body<Answer>(read).message).not.toBe('Profil erfolgreich aktualisiert');
  });
});
