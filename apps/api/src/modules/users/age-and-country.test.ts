/** Age and country (decision 0055): asked before purchases, paid entries and withdrawals; paid entry off by country. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGE_AND_COUNTRY_CODES, AGE_AND_COUNTRY_MESSAGES, MINIMUM_AGE } from '@arena/shared/age-and-country';
import { ENROLMENT_MESSAGES } from '@arena/shared/enrolment';
import { PROFILE_MESSAGES } from '@arena/shared/profile';
import { adminAudit } from '../../db/schema/admin-audit';
import { users } from '../../db/schema/users';
import { body, createTestApp, type TestApp } from '../../../test/harness';
import { createAdmin } from '../../../test/admin-fixtures';
import { type AgeAndCountry, registerAndLogin } from '../../../test/fixtures';
import { insertGame, insertTeam, insertTournament } from '../../../test/catalogue-fixtures';
import { fund, insertPackage } from '../../../test/money-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Auth = Record<string, string>;
type Player = Awaited<ReturnType<typeof registerAndLogin>>;
const post = (url: string, auth: Auth, payload?: unknown) =>
  t.app.inject({ method: 'POST', url, headers: auth, payload: payload as Record<string, unknown> });
const put = (url: string, auth: Auth, payload?: unknown) =>
  t.app.inject({ method: 'PUT', url, headers: auth, payload: payload as Record<string, unknown> });
const get = (url: string, auth: Auth = {}) => t.app.inject({ url, headers: auth });

const NOTHING: AgeAndCountry = { dateOfBirth: null, residenceCountry: null };
const IN_FRANCE: AgeAndCountry = { dateOfBirth: '1990-05-17', residenceCountry: 'FR' };

/** A date of birth `years` years before today (UTC), plus `days`. */
function bornYearsAgo(years: number, days = 0): string {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days))
    .toISOString()
    .slice(0, 10);
}

const saveProfile = (player: Player, fields: Record<string, unknown>) =>
  post('/api/update-user-profile', player.auth, { email: player.email, ...fields });

function expectRefusal(response: Awaited<ReturnType<typeof post>>, code: string, message: string) {
  expect(response.statusCode, response.body).toBe(400);
  expect(body(response)).toMatchObject({ status: false, code, error: [message] });
}

const DAY = 86_400_000;
let cups = 0;
/** A one-player cup a week after the one before, so that a player may enter several. */
async function soloCup(entryFee: number) {
  const game = await insertGame(t.database.db);
  const start = new Date(Date.now() + (3 + 7 * (cups += 1)) * DAY);
  return insertTournament(t.database.db, game.id, {
    entryFee,
    teamSize: 1,
    totalTeams: 8,
    tournamentStartDate: start,
    tournamentEndDate: new Date(start.getTime() + DAY),
    registrationDeadlineDate: new Date(start.getTime() - 3_600_000),
  });
}

/** A one-player team of `player`, entering `cup` through the API. */
async function enterAlone(player: Player, cupId: number) {
  const team = await insertTeam(t.database.db, [player.user.id]);
  return post('/api/add-tournament-participants', player.auth, {
    tournament_id: cupId,
    team_id: team.id,
    captain_id: player.user.id,
  });
}

async function buyCredits(player: Player) {
  const pack = await insertPackage(t.database, { credit: 10, amountPence: 500 });
  return post('/api/payments/orders', player.auth, { kind: 'credits', plan_id: pack.id });
}

async function withdraw(player: Player, pounds: number) {
  await fund(t.database, player.user.id, 'wallet', pounds * 100);
  const linked = await post('/api/update-user-paypal-email', player.auth, {
    paypal_email: `pp.${player.email}`,
  });
  expect(linked.statusCode, linked.body).toBe(200);
  return post('/api/withdrawal-money-request', player.auth, { amount: pounds });
}

describe('the profile', () => {
  it('saves the date of birth and country of residence beside the address country, and shows them', async () => {
    const player = await registerAndLogin(t.app, {}, { ageAndCountry: NOTHING });
    const before = body<{ user: { user_details: Record<string, unknown> } }>(
      await get('/api/user-profile', player.auth),
    );
    expect(before.user.user_details).toMatchObject({ date_of_birth: null, residence_country: null });

    const saved = await saveProfile(player, {
      date_of_birth: '1994-02-28',
      residence_country: 'de',
      country: 'Deutschland',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body(saved).message).toBe(PROFILE_MESSAGES.updated);
    const shown = body<{ user: { user_details: Record<string, unknown> } }>(
      await get('/api/user-profile', player.auth),
    );
    expect(shown.user.user_details).toMatchObject({
      date_of_birth: '1994-02-28',
      residence_country: 'DE',
      country: 'Deutschland',
    });
  });

  it.each([
    ['1990-13-01', AGE_AND_COUNTRY_MESSAGES.dateOfBirthInvalid],
    ['2001-02-29', AGE_AND_COUNTRY_MESSAGES.dateOfBirthInvalid],
    ['17-05-1990', AGE_AND_COUNTRY_MESSAGES.dateOfBirthFormat],
    ['1899-12-31', AGE_AND_COUNTRY_MESSAGES.dateOfBirthTooOld],
    [bornYearsAgo(0, 1), AGE_AND_COUNTRY_MESSAGES.dateOfBirthFuture],
  ])('refuses the date of birth %s', async (date, message) => {
    const player = await registerAndLogin(t.app, {}, { ageAndCountry: NOTHING });
    const response = await saveProfile(player, { date_of_birth: date });
    expect(response.statusCode, response.body).toBe(400);
    expect(body(response).error).toContain(message);
    expect(
      (await t.database.db.select().from(users).where(eq(users.id, player.user.id)))[0]?.dateOfBirth,
    ).toBeNull();
  });

  it.each(['XX', 'UK', 'France', 'F'])('refuses the country of residence %s', async (country) => {
    const player = await registerAndLogin(t.app, {}, { ageAndCountry: NOTHING });
    const response = await saveProfile(player, { residence_country: country });
    expect(response.statusCode, response.body).toBe(400);
    expect(body(response).error).toContain(AGE_AND_COUNTRY_MESSAGES.countryInvalid);
  });

  it('keeps the date of birth once given: the same is accepted, another refused, a blank leaves it', async () => {
    const player = await registerAndLogin(t.app, {}, { ageAndCountry: NOTHING });
    expect((await saveProfile(player, { date_of_birth: '1990-05-17' })).statusCode).toBe(200);
    expect((await saveProfile(player, { date_of_birth: '1990-05-17', city: 'Leeds' })).statusCode).toBe(200);
    expect((await saveProfile(player, { date_of_birth: '', residence_country: null })).statusCode).toBe(200);
    const changed = await saveProfile(player, { date_of_birth: '1980-05-17' });
    expect(changed.statusCode, changed.body).toBe(400);
    expect(body(changed).error).toEqual([AGE_AND_COUNTRY_MESSAGES.dateOfBirthFixed]);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, player.user.id));
    expect(row).toMatchObject({ dateOfBirth: '1990-05-17', city: 'Leeds' });
  });
});

describe('the paid actions', () => {
  it('refuses a purchase, a paid entry and a withdrawal without a date of birth and country, with a stable code', async () => {
    const player = await registerAndLogin(t.app, {}, { ageAndCountry: NOTHING });
    const { required } = AGE_AND_COUNTRY_CODES;
    expectRefusal(await buyCredits(player), required, AGE_AND_COUNTRY_MESSAGES.required);
    await fund(t.database, player.user.id, 'credits', 10);
    expectRefusal(
      await enterAlone(player, (await soloCup(5)).id),
      required,
      AGE_AND_COUNTRY_MESSAGES.required,
    );
    expectRefusal(await withdraw(player, 20), required, AGE_AND_COUNTRY_MESSAGES.required);

    // A free tournament asks nothing.
    const free = await enterAlone(player, (await soloCup(0)).id);
    expect(free.statusCode, free.body).toBe(200);

    // Once given, the same calls go through.
    expect(
      (await saveProfile(player, { date_of_birth: '1990-05-17', residence_country: 'GB' })).statusCode,
    ).toBe(200);
    expect((await buyCredits(player)).statusCode).toBe(200);
    const paid = await enterAlone(player, (await soloCup(5)).id);
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await withdraw(player, 20)).statusCode).toBe(200);
  });

  it('refuses a player under 18 and flags them in the console; 18 today is old enough', async () => {
    const minor = await registerAndLogin(t.app, {}, { ageAndCountry: NOTHING });
    const saved = await saveProfile(minor, {
      date_of_birth: bornYearsAgo(MINIMUM_AGE, 1),
      residence_country: 'GB',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body(saved).message).toBe(AGE_AND_COUNTRY_MESSAGES.savedUnderAge);
    const { underAge } = AGE_AND_COUNTRY_CODES;
    expectRefusal(await buyCredits(minor), underAge, AGE_AND_COUNTRY_MESSAGES.underAge);
    await fund(t.database, minor.user.id, 'credits', 10);
    expectRefusal(
      await enterAlone(minor, (await soloCup(5)).id),
      underAge,
      AGE_AND_COUNTRY_MESSAGES.underAge,
    );
    expectRefusal(await withdraw(minor, 20), underAge, AGE_AND_COUNTRY_MESSAGES.underAge);
    expect((await enterAlone(minor, (await soloCup(0)).id)).statusCode).toBe(200);

    const adult = await registerAndLogin(
      t.app,
      {},
      { ageAndCountry: { dateOfBirth: bornYearsAgo(MINIMUM_AGE), residenceCountry: 'GB' } },
    );
    expect((await buyCredits(adult)).statusCode).toBe(200);

    const admin = await createAdmin(t.app, t.database);
    const listed = body<{ data: Array<Record<string, unknown>> }>(
      await get(`/api/admin/players?search=${encodeURIComponent(minor.email)}`, admin.auth),
    ).data;
    expect(listed).toEqual([
      expect.objectContaining({
        id: minor.user.id,
        under_18: true,
        age: MINIMUM_AGE - 1,
        residence_country: 'GB',
      }),
    ]);
    const shownAdult = body<{ data: Record<string, unknown> }>(
      await get(`/api/admin/players/${adult.user.id}`, admin.auth),
    ).data;
    expect(shownAdult).toMatchObject({
      under_18: false,
      age: MINIMUM_AGE,
      date_of_birth: bornYearsAgo(MINIMUM_AGE),
    });
  });

  it('refuses a France resident a paid entry and purchases, but lets them play free and withdraw', async () => {
    const player = await registerAndLogin(t.app, {}, { ageAndCountry: IN_FRANCE });
    await fund(t.database, player.user.id, 'credits', 10);
    const { paidEntryOff } = AGE_AND_COUNTRY_CODES;
    expectRefusal(
      await enterAlone(player, (await soloCup(5)).id),
      paidEntryOff,
      AGE_AND_COUNTRY_MESSAGES.paidEntryOff('FR'),
    );
    expect(AGE_AND_COUNTRY_MESSAGES.paidEntryOff('FR')).toContain('France');
    expectRefusal(await buyCredits(player), paidEntryOff, AGE_AND_COUNTRY_MESSAGES.purchaseOff('FR'));
    const free = await enterAlone(player, (await soloCup(0)).id);
    expect(free.statusCode, free.body).toBe(200);
    expect(body(free).message).toBe(ENROLMENT_MESSAGES.enrolled);
    // Their own money is never held: a withdrawal goes through.
    expect((await withdraw(player, 20)).statusCode).toBe(200);
  });

  it('refuses a paid entry when a team-mate is resident where paid entry is off, naming them', async () => {
    const captain = await registerAndLogin(t.app);
    const mate = await registerAndLogin(t.app, {}, { ageAndCountry: IN_FRANCE });
    await fund(t.database, captain.user.id, 'credits', 10);
    const game = await insertGame(t.database.db);
    const cup = await insertTournament(t.database.db, game.id, { entryFee: 5, teamSize: 2, totalTeams: 4 });
    const team = await insertTeam(t.database.db, [captain.user.id, mate.user.id]);
    const response = await post('/api/add-tournament-participants', captain.auth, {
      tournament_id: cup.id,
      team_id: team.id,
      captain_id: captain.user.id,
    });
    expectRefusal(
      response,
      AGE_AND_COUNTRY_CODES.paidEntryOff,
      AGE_AND_COUNTRY_MESSAGES.teamMatePaidEntryOff(mate.name, 'FR'),
    );
  });
});

describe("the console's countries where paid entry is off", () => {
  it('is France by default, public to read, and an edit (audited) changes the rule at once', async () => {
    const listed = body<{ data: { countries: Array<{ code: string; name: string }> } }>(
      await get('/api/paid-entry-countries'),
    ).data;
    expect(listed.countries).toEqual([{ code: 'FR', name: 'France' }]);

    const inFrance = await registerAndLogin(t.app, {}, { ageAndCountry: IN_FRANCE });
    const inItaly = await registerAndLogin(
      t.app,
      {},
      {
        ageAndCountry: { dateOfBirth: '1990-05-17', residenceCountry: 'IT' },
      },
    );
    expect((await buyCredits(inItaly)).statusCode).toBe(200);

    const admin = await createAdmin(t.app, t.database);
    const saved = await put('/api/admin/paid-entry-countries', admin.auth, { countries: ['it', 'ES', 'IT'] });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(body<{ data: { countries: unknown } }>(saved).data.countries).toEqual([
      { code: 'ES', name: 'Spain' },
      { code: 'IT', name: 'Italy' },
    ]);
    expectRefusal(
      await buyCredits(inItaly),
      AGE_AND_COUNTRY_CODES.paidEntryOff,
      AGE_AND_COUNTRY_MESSAGES.purchaseOff('IT'),
    );
    await fund(t.database, inFrance.user.id, 'credits', 10);
    const entered = await enterAlone(inFrance, (await soloCup(5)).id);
    expect(entered.statusCode, entered.body).toBe(200);

    const [audit] = await t.database.db
      .select()
      .from(adminAudit)
      .where(and(eq(adminAudit.action, 'paid_entry_countries.update'), eq(adminAudit.adminId, admin.user.id)))
      .orderBy(adminAudit.id)
      .limit(1);
    expect(audit).toMatchObject({ before: { countries: ['FR'] }, after: { countries: ['ES', 'IT'] } });
  });

  it('refuses a code outside ISO 3166 and a player who is not an admin', async () => {
    const admin = await createAdmin(t.app, t.database);
    const wrong = await put('/api/admin/paid-entry-countries', admin.auth, { countries: ['FR', 'ZZ'] });
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(body(wrong).error).toEqual(['ZZ is not an ISO 3166 alpha-2 country code']);
    const player = await registerAndLogin(t.app);
    expect((await put('/api/admin/paid-entry-countries', player.auth, { countries: [] })).statusCode).toBe(
      404,
    );
    expect(
      body<{ data: { countries: unknown[] } }>(await get('/api/admin/paid-entry-countries', admin.auth)).data
        .countries,
    ).toHaveLength(1);
  });
});
