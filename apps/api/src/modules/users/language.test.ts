/** The account's interface language and answers in it (issue 29, decision 0062). */
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxEmails } from '../../db/schema/outbox';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { login, newPlayer, registerAndLogin, STRONG_PASSWORD } from '../../../test/fixtures';
import { translateText } from '../../i18n/server-text';

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

  it('answers its field sentences in German with Accept-Language: de, English without it', async () => {
    const player = await registerAndLogin(t.app);
    const english = body<Answer>(await update(player.auth, invalid));
    expect(english.message).toBe('Invalid email address');
    expect(english.error).toEqual([english.message]);

    const german = body<Answer>(
      await update({ ...player.auth, 'accept-language': 'ja;q=1, de-AT;q=0.9, en;q=0.5' }, invalid),
    );
    expect(german).toMatchObject({
      message: 'Ungültige E-Mail-Adresse',
      error: ['Ungültige E-Mail-Adresse'],
    });

    const preferEnglish = body<Answer>(
      await update({ ...player.auth, 'accept-language': 'en, de;q=0.8' }, invalid),
    );
    expect(preferEnglish).toMatchObject({ message: english.message, error: english.error });
  });

  it('translates every field sentence of a body with several broken rules', async () => {
    const payload = { name: 'A', email: 'x', password: 'short', confirm_password: 'short' };
    const register = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url: '/api/register', headers, payload });
    const english = body<Answer>(await register());
    const german = body<Answer>(await register({ 'accept-language': 'de' }));
    expect(english.error.length).toBeGreaterThan(1);
    expect(german.error).toHaveLength(english.error.length);
    expect(german.message).toBe(german.error[0]);
    // Each German sentence is the catalogue's, none is left in English.
    german.error.forEach((sentence, index) => {
      expect(sentence).toBe(translateText('de', english.error[index]!));
      expect(sentence).not.toBe(english.error[index]);
    });
  });

  it('follows the account’s language before Accept-Language', async () => {
    const player = await registerAndLogin(t.app);
    await update(player.auth, { email: player.email, language: 'fr' });
    const french = body<Answer>(await update({ ...player.auth, 'accept-language': 'de' }, invalid));
    expect(french).toMatchObject({
      message: 'Adresse e-mail non valide',
      error: ['Adresse e-mail non valide'],
    });
  });
});

describe('a sign-up in a language', () => {
  const signUp = async (headers: Record<string, string>) => {
    const player = newPlayer();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers,
      payload: { ...player, password_confirmation: player.password, terms: true },
    });
    expect(response.statusCode, response.body).toBe(200);
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, player.email.toLowerCase()))
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    const { auth } = await login(t.app, player);
    const profile = body<Answer>(await t.app.inject({ url: '/api/user-profile', headers: auth }));
    return { player, mail, language: profile.user?.user_details.language };
  };

  it('gives the account the language of its Accept-Language, and sends the first verification e-mail in it', async () => {
    const french = await signUp({ 'accept-language': 'fr' });
    expect(french.language).toBe('fr');
    expect(french.mail?.subject).toBe('Vérifiez votre adresse e-mail Arena');
    expect(french.mail?.text).toMatch(new RegExp(`^Bonjour ${french.player.name},\n`));
    expect(french.mail?.text).not.toContain('To verify');

    // The best offered language of several, as for any request.
    expect((await signUp({ 'accept-language': 'nl, pl-PL;q=0.8, en;q=0.5' })).language).toBe('pl');
  });

  it('leaves the account without a language, and the e-mail English, for English or no language of the six', async () => {
    const asked: Array<Record<string, string>> = [
      {},
      { 'accept-language': 'nl, ja;q=0.5' },
      { 'accept-language': 'en-GB' },
    ];
    for (const headers of asked) {
      const signedUp = await signUp(headers);
      expect(signedUp.language).toBeNull();
      expect(signedUp.mail?.subject).toBe('Verify your Arena e-mail');
      expect(signedUp.mail?.text).toMatch(new RegExp(`^Hello ${signedUp.player.name},\n`));
    }
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

describe('a domain refusal of a module in the reader’s language', () => {
  const wrongPassword = (email: string, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers,
      payload: { email, password: 'Wrong!Pass1' },
    });

  it('answers a wrong password in Polish and in French, and in English without a language', async () => {
    const player = await registerAndLogin(t.app);
    const english = await wrongPassword(player.email);
    expect(english.statusCode).toBe(400);
    expect(body<Answer>(english)).toMatchObject({
      message: 'These credentials do not match our records.',
      error: ['These credentials do not match our records.'],
    });
    const polish = await wrongPassword(player.email, { 'accept-language': 'pl-PL' });
    expect(polish.statusCode).toBe(400);
    expect(body<Answer>(polish)).toMatchObject({
      message: 'Te dane logowania nie pasują do naszych danych.',
      error: ['Te dane logowania nie pasują do naszych danych.'],
    });
    const french = await wrongPassword(player.email, { 'accept-language': 'fr-CA, en;q=0.5' });
    expect(body<Answer>(french).message).toBe('Ces identifiants ne correspondent à aucun compte.');
  });

  it('answers the account’s language over Accept-Language for a signed-in refusal (a full team)', async () => {
    const post = (url: string, headers: Record<string, string>, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url, headers, payload });
    const captain = await registerAndLogin(t.app);
    const player = await registerAndLogin(t.app);
    const created = await post('/api/create-team', captain.auth, {
      team_name: 'Full House',
      total_players: 2,
    });
    expect(created.statusCode, created.body).toBe(200);
    const teamId = body<{ data: { id: number } }>(created).data.id;
    const link = body<{ url: string }>(
      await t.app.inject({ url: `/api/generate-invite-player-link?id=${teamId}`, headers: captain.auth }),
    ).url;
    const params = new URLSearchParams(link.split('#/?')[1]);
    const invite = {
      user_id: Number(params.get('user_id')),
      team_id: Number(params.get('team_id')),
      team_slug: params.get('team_slug')!,
      team_token: params.get('team_token')!,
    };
    expect((await post('/api/invite-player-form-submit', player.auth, invite)).statusCode).toBe(200);
    const accepted = await post('/api/accept-player', captain.auth, {
      team_id: teamId,
      player_id: player.user.id,
    });
    expect(accepted.statusCode).toBe(200);

    const outsider = await registerAndLogin(t.app);
    const english = await post('/api/invite-player-form-submit', outsider.auth, invite);
    expect(body<Answer>(english).error).toEqual(['This team is already full.']);
    await update(outsider.auth, { email: outsider.email, language: 'pl' });
    const polish = await post(
      '/api/invite-player-form-submit',
      { ...outsider.auth, 'accept-language': 'fr' },
      invite,
    );
    expect(body<Answer>(polish)).toMatchObject({
      message: 'Ta drużyna jest już pełna.',
      error: ['Ta drużyna jest już pełna.'],
    });
    const french = await post(
      '/api/invite-player-form-submit',
      { ...player.auth, 'accept-language': 'fr' },
      invite,
    );
    expect(body<Answer>(french).error).toEqual(['Vous faites déjà partie de cette équipe.']);
  });
});

describe('the account e-mails in the account’s language', () => {
  const lastMail = async (email: string) => {
    const [mail] = await t.database.db
      .select()
      .from(outboxEmails)
      .where(eq(outboxEmails.to, email.toLowerCase()))
      .orderBy(desc(outboxEmails.id))
      .limit(1);
    return mail;
  };
  const resend = (headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/resend-verification', headers, payload: {} });

  it('writes the verification e-mail in French to a French account, in English to one with none', async () => {
    const french = await registerAndLogin(t.app, {}, { verifyEmail: false });
    await update(french.auth, { email: french.email, language: 'fr' });
    expect((await resend(french.auth)).statusCode).toBe(200);
    const mail = await lastMail(french.email);
    expect(mail?.subject).toBe('Vérifiez votre adresse e-mail Arena');
    expect(mail?.text).toContain(
      `Bonjour ${french.name},\n\nPour vérifier ${french.email.toLowerCase()} comme`,
    );
    expect(mail?.text).toContain(
      'Les achats, les inscriptions payantes et les retraits nécessitent une adresse e-mail vérifiée.',
    );

    const english = await registerAndLogin(t.app, {}, { verifyEmail: false });
    expect((await resend(english.auth)).statusCode).toBe(200);
    const englishMail = await lastMail(english.email);
    expect(englishMail?.subject).toBe('Verify your Arena e-mail');
    expect(englishMail?.text).toMatch(
      new RegExp(
        `^Hello ${english.name},\\n\\nTo verify ${english.email.toLowerCase().replace(/[.+]/g, '\\$&')} as the e-mail of your Arena account, open this link within \\d+ hours:\\nhttp`,
      ),
    );
    expect(englishMail?.text).toContain(
      '\n\nPurchases, paid entries and withdrawals need a verified e-mail.\nIf you did not sign up for Arena, ignore this e-mail.',
    );
  });

  it('writes the e-mail change’s confirmation in German to a German account', async () => {
    const player = await registerAndLogin(t.app);
    await update(player.auth, { email: player.email, language: 'de' });
    const newEmail = `neu.${player.email}`.toLowerCase();
    const asked = await update(player.auth, { email: newEmail, current_password: STRONG_PASSWORD });
    expect(asked.statusCode, asked.body).toBe(200);
    const mail = await lastMail(newEmail);
    expect(mail?.subject).toBe('Bestätige deine neue Arena-E-Mail-Adresse');
    expect(mail?.text).toContain(
      `Um ${newEmail} zur E-Mail-Adresse deines Arena-Kontos zu machen, öffne innerhalb von`,
    );
    expect(mail?.text).toContain(
      'Wenn du das nicht angefordert hast, ignoriere diese E-Mail: Es ändert sich nichts.',
    );
  });
});
