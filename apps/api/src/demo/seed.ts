/** Demo content for a fresh database (the README's Quick start), only ever on an empty one. */
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { putVariants } from '../integrations/storage/image-variants';
import type { FileStorage } from '../integrations/storage/local-storage';
import { sanitizeRichText } from '../lib/html';
import { hashPassword } from '../lib/passwords';
import { randomPlayerId, randomToken } from '../lib/tokens';
import type { Database } from '../db/client';
import { games } from '../db/schema/games';
import { pageEntries, pages } from '../db/schema/pages';
import { teamMembers, teams } from '../db/schema/teams';
import { tournamentEntries, tournamentEntryPlayers } from '../db/schema/tournament-entries';
import { tournaments } from '../db/schema/tournaments';
import { users } from '../db/schema/users';
import { renderBanner } from './banners';
import {
  ABOUT_ENTRIES,
  DEMO_GAMES,
  DEMO_REGIONS,
  DEMO_TOURNAMENTS,
  PRIVACY_HTML,
  TERMS_HTML,
  tournamentTexts,
} from './catalogue';
import { seedDemoBrackets } from './brackets';
import { seedDemoMoney } from './money';
import { MEMBER, ROSTER_STATES } from '@arena/shared/teams';

export interface DemoCredentials {
  admin: { email: string; password: string };
  player: { email: string; password: string };
}

export const DEMO_PLAYER = { name: 'DemoPlayer', email: 'player@arena.local', password: 'Player!2024' };

const GAMER_TAGS = [
  'NovaStrike',
  'PixelPhantom',
  'Kairo',
  'VexHunter',
  'LunaByte',
  'IronMaple',
  'Zephyrix',
  'QuickSilva',
  'BlazeRunner',
  'NightOwlUK',
  'Ragnar88',
  'SableFox',
  'Torque',
  'EchoVale',
  'Mistral',
  'Grimshaw',
  'HexaHawk',
  'Oblivia',
  'RookieRoo',
  'SniperSam',
  'Valkyra',
  'Cobalt',
  'Dynamo',
  'Frostbyte',
  'GhostLine',
  'Halcyon',
  'Jinx',
  'Kestrel',
  'Lumen',
  'Maverick',
  'Nimbus',
  'Onyx',
  'Paladin',
  'Quasar',
  'Riptide',
  'Solace',
  'Talon',
  'Umbra',
  'Vortex',
];

const slugify = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const DAY = 86_400_000;
const HOUR = 3_600_000;

/** Seeds the demo world when the database has no user yet; answers the logins to print, or null. */
/** The demo players' countries of residence (ISO code) and address country, in turn. */
const DEMO_COUNTRIES = [
  ['GB', 'United Kingdom'],
  ['GB', 'United Kingdom'],
  ['IE', 'Ireland'],
  ['DE', 'Germany'],
  ['ES', 'Spain'],
  ['NL', 'Netherlands'],
  ['SE', 'Sweden'],
  ['IT', 'Italy'],
] as const;

export async function seedDemo(
  database: Database,
  options: { storage: FileStorage; now?: Date },
  log: FastifyBaseLogger,
): Promise<DemoCredentials | null> {
  const { db } = database;
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(users);
  if (count > 0) return null;
  const now = options.now ?? new Date();
  const { storage } = options;

  // A random admin password, printed once: a demo database must not have a known admin login.
  const adminPassword = `Adm-${randomToken(9)}!1a`;
  const demoHash = await hashPassword(DEMO_PLAYER.password);
  const [adminHash] = await Promise.all([hashPassword(adminPassword)]);

  const gameBanners = await Promise.all(DEMO_GAMES.map((g, i) => renderBanner(g.colors, g.motif, i + 1)));
  const tournamentBanners = await Promise.all(
    DEMO_TOURNAMENTS.map((t, i) =>
      renderBanner(
        [...DEMO_GAMES[t.game]!.colors].reverse() as [string, string],
        DEMO_GAMES[t.game]!.motif,
        100 + i,
      ),
    ),
  );

  // Tournament banners stored in the transaction below; their narrower copies are made after it.
  const pictures: Array<readonly [string, Buffer]> = [];
  await db.transaction(async (tx) => {
    await tx.insert(users).values({
      name: 'ArenaAdmin',
      email: 'admin@arena.local',
      passwordHash: adminHash!,
      playerId: randomPlayerId(),
      role: 'admin',
      // The demo accounts' addresses are the seed's own (decision 0054).
      emailVerifiedAt: new Date(),
    });
    const players = await tx
      .insert(users)
      .values(
        [DEMO_PLAYER.name, ...GAMER_TAGS].map((name, i) => ({
          name,
          email: i === 0 ? DEMO_PLAYER.email : `${name.toLowerCase()}@arena.local`,
          passwordHash: demoHash,
          playerId: randomPlayerId(),
          emailVerifiedAt: new Date(),
          city: ['London', 'Manchester', 'Dublin', 'Berlin', 'Madrid', 'Amsterdam', 'Stockholm', 'Milan'][
            i % 8
          ]!,
          country: DEMO_COUNTRIES[i % 8]![1],
          // Adults resident where paid entry is on (decision 0055), so every demo player can enter the paid cups.
          residenceCountry: DEMO_COUNTRIES[i % 8]![0],
          dateOfBirth: `${1986 + (i % 12)}-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 27) + 1).padStart(2, '0')}`,
          psn: `${name}_PSN`,
          xbox: `${name}_XB`,
          activision: `${name}#${1000 + i * 37}`,
          ea: `${name}_EA`,
          ubisoft: `${name}.ubi`,
          discord: `${name.toLowerCase()}`,
        })),
      )
      .returning({ id: users.id });

    const gameRows = await tx
      .insert(games)
      .values(DEMO_GAMES.map((g) => ({ gameName: g.name, gameBanner: `games/${slugify(g.name)}.jpg` })))
      .returning({ id: games.id });

    // Teams by size; within one size they never share a player, so no player is twice in a tournament.
    const teamsBySize = new Map<number, number[]>();
    for (const size of [1, 2, 3, 4]) {
      const ids: number[] = [];
      for (let start = 0; start + size <= players.length; start += size) {
        const roster = players.slice(start, start + size);
        const captain = roster[0]!;
        const name =
          size === 1
            ? `${[DEMO_PLAYER.name, ...GAMER_TAGS][start]} Solo`
            : `Team ${GAMER_TAGS[(start + size * 7) % GAMER_TAGS.length]} ${['', 'Duo', 'Trio', 'Squad'][size - 1]}`.trim();
        const [team] = await tx
          .insert(teams)
          .values({
            teamName: name,
            slug: slugify(name),
            captainId: captain.id,
            totalPlayers: size,
            description:
              size === 1 ? 'Solo entries.' : `A ${size}-player roster competing in ${size}v${size} events.`,
            inviteToken: randomToken(16),
          })
          .returning({ id: teams.id });
        await tx.insert(teamMembers).values(
          roster.map((p, i) => ({
            teamId: team!.id,
            userId: p.id,
            isAccepted: i === 0 ? MEMBER.captain : MEMBER.accepted,
          })),
        );
        ids.push(team!.id);
      }
      teamsBySize.set(size, ids);
    }

    for (const [i, t] of DEMO_TOURNAMENTS.entries()) {
      const texts = tournamentTexts(t, DEMO_GAMES[t.game]!.name);
      const startOfToday = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
      // Evening kick-offs; live ones started two hours ago.
      const start = new Date(
        t.state === 'underway'
          ? now.getTime() + t.startInDays * DAY - 2 * HOUR
          : startOfToday + t.startInDays * DAY + 19 * HOUR,
      );
      const banner =
        i % 7 === 6 ? null : await storage.put(`tournaments/${slugify(t.name)}.jpg`, tournamentBanners[i]!);
      if (banner) pictures.push([banner, tournamentBanners[i]!]);
      const [row] = await tx
        .insert(tournaments)
        .values({
          gameId: gameRows[t.game]!.id,
          tournamentName: t.name,
          description: texts.description,
          tournamentBanner: banner,
          tournamentCategory: t.category,
          entryFee: t.entryFee,
          totalTeams: t.totalTeams,
          region: DEMO_REGIONS[t.region]!,
          teamSize: t.teamSize,
          tournamentStartDate: start,
          tournamentEndDate: new Date(start.getTime() + (t.teamSize === 1 ? 1 : 2) * DAY),
          registrationDeadlineDate: new Date(start.getTime() - HOUR),
          winningPrizePence: t.prizePounds * 100,
          tournamentState: t.state,
          overviewDescription: sanitizeRichText(texts.overview),
          prizeDescription: sanitizeRichText(texts.prizes),
          prizeSplit: t.split ?? [100],
        })
        .returning({ id: tournaments.id });
      const pool = teamsBySize.get(t.teamSize) ?? [];
      const wanted = t.state === 'pending' ? Math.ceil(t.totalTeams * 0.4) : Math.min(8, t.totalTeams);
      const entrants = pool.slice(
        0,
        Math.min(wanted, pool.length, t.category === 'vip' && t.state === 'pending' ? 0 : pool.length),
      );
      if (entrants.length > 0) {
        await tx.insert(tournamentEntries).values(
          entrants.map((teamId, seed) => ({
            tournamentId: row!.id,
            teamId,
            captainId: players[0]!.id,
            entryFeePaid: 0,
            status: t.state === 'cancelled' ? ('refunded' as const) : ('active' as const),
            seed: seed + 1,
          })),
        );
      }
    }
    // Entries name each team's real captain.
    await tx.execute(
      sql`UPDATE ${tournamentEntries} e SET captain_id = t.captain_id FROM ${teams} t WHERE t.id = e.team_id`,
    );
    // Each entry's roster, as enrolment records it (what stops a player playing twice in one tournament).
    await tx.execute(sql`
      INSERT INTO ${tournamentEntryPlayers} (entry_id, tournament_id, user_id, tokens_paid, active)
      SELECT e.id, e.tournament_id, m.user_id, 0, CASE WHEN e.status = 'active' THEN 1 ELSE 0 END
      FROM ${tournamentEntries} e
      JOIN ${teamMembers} m ON m.team_id = e.team_id AND m.is_accepted IN (${sql.raw(ROSTER_STATES.join(', '))})
    `);

    await tx.insert(pages).values([
      { key: 'terms-and-conditions', title: 'Terms and Conditions', content: sanitizeRichText(TERMS_HTML) },
      { key: 'privacy-policy', title: 'Privacy Policy', content: sanitizeRichText(PRIVACY_HTML) },
    ]);
    await tx.insert(pageEntries).values(
      ABOUT_ENTRIES.map((keyValue, position) => ({
        page: 'aboutus',
        position,
        keyValue: sanitizeRichText(keyValue),
      })),
    );
    await seedDemoMoney(tx, players[0]!.id);
  });

  await Promise.all(DEMO_GAMES.map((g, i) => storage.put(`games/${slugify(g.name)}.jpg`, gameBanners[i]!)));
  // The banners' narrower copies (decision 0025), after the transaction so it is not held open while they are
  // made.
  await Promise.all(
    [
      ...pictures,
      ...DEMO_GAMES.map((g, i) => [`games/${slugify(g.name)}.jpg`, gameBanners[i]!] as const),
    ].map(([path, content]) => putVariants(storage, path, content)),
  );
  await seedDemoBrackets(database, log);
  log.info({ games: DEMO_GAMES.length, tournaments: DEMO_TOURNAMENTS.length }, 'seeded the demo content');
  return {
    admin: { email: 'admin@arena.local', password: adminPassword },
    player: { email: DEMO_PLAYER.email, password: DEMO_PLAYER.password },
  };
}
