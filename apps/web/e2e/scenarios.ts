/**
 * Scenario factories: each browser test makes the data it is about on its worker's empty server, through the
 * same public and admin API the app uses (an admin session; no test-only route, no direct database access;
 * docs/decisions/0015). Names are unique, so tests sharing a worker's server never see each other's rows
 * where it matters, and no spec counts rows another spec made.
 */
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { MyMatch } from '@arena/shared/brackets';
import { ADMIN, loginViaApi, signUpViaApi, uniquePlayer } from './support';

const HOUR = 3_600_000;

/** Terms as an organiser writes them in the console (sanitised HTML; the page shows it as it is). */
export const TERMS_HTML = [
  '<h2>Terms and Conditions</h2>',
  '<p>These terms govern your use of Arena.</p>',
  '<h3>1. Entering tournaments</h3>',
  '<p>Credits are used for entry fees only and cannot be converted to cash.</p>',
  '<h3>2. Liability</h3>',
  '<p>Our liability to you is capped at £1000.</p>',
].join('');

/** About us: a title and its text, a steps title and three steps, a bullets title and five bullets, a closing text. */
export const ABOUT_ENTRIES = [
  'Built for competitors',
  '<p>Arena runs weekly 1v1 to 4v4 tournaments and a monthly VIP tournament, with prize money paid into your wallet.</p>',
  'How it works',
  '<p><strong>Sign up.</strong> Create your free account and build a team.</p>',
  '<p><strong>Compete.</strong> Enter a tournament and play through a live bracket.</p>',
  '<p><strong>Win and earn.</strong> Prizes land in your wallet; withdraw them to PayPal.</p>',
  'Why players choose Arena',
  'Tournaments every week',
  'Monthly prize pools',
  'Prizes paid into your wallet',
  'Live brackets with score reporting by both captains',
  'Fast withdrawals to PayPal',
  '<p>Want a tournament for your community? Ask us and we will host it.</p>',
];
const DAY = 24 * HOUR;

export interface ScenarioPlayer {
  name: string;
  email: string;
  password: string;
  token: string;
  user: { id: number; name: string };
}

export interface ScenarioCaptain extends ScenarioPlayer {
  teamId: number;
  teamName: string;
}

export interface ScenarioTournament {
  id: number;
  tournament_name: string;
}

export interface TournamentSpec {
  gameId?: number;
  name?: string;
  teamSize?: number;
  totalTeams?: number;
  entryFee?: number;
  /** Pounds. */
  prize?: number;
  category?: 'regular' | 'vip';
  region?: string;
  /** Percent of the prize by placing, first place first. */
  split?: number[];
  /** Days from now to the start (registration closes an hour before). */
  startInDays?: number;
  /** Minutes from now to the start, instead of days (registration closes halfway there, at most an hour before). */
  startInMinutes?: number;
  /** Check-in window in minutes before the start; 0 (default) = no check-in. */
  checkInMinutes?: number;
  /** Minutes captains have to report a ready match; 0 (default) = no deadline. */
  matchReportMinutes?: number;
  /** More fields of the console's create call: series and veto settings (decision 0039), e.g. `{ veto: 'bans' }`. */
  settings?: Record<string, unknown>;
}

export interface PlayerSpec {
  prefix?: string;
  credits?: number;
  /** Pounds in the wallet. */
  wallet?: number;
  tokens?: number;
  /** Buys the VIP plan through the PayPal sandbox, as a player does. */
  vip?: boolean;
  /** What the player declares (decision 0055): an adult in GB unless told; null declares nothing. */
  ageAndCountry?: { date_of_birth: string; residence_country: string } | null;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function ok(response: APIResponse): Promise<Record<string, unknown>> {
  expect(response.status(), `${response.url()}: ${await response.text()}`).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

let stamp = 0;
/** A short name part unique within the worker's server. */
export function unique(): string {
  stamp += 1;
  return `${Date.now().toString(36).slice(-5)}${stamp}`;
}

export function createScenarios(request: APIRequestContext) {
  let adminToken: string | undefined;
  const admin = async () => (adminToken ??= (await loginViaApi(request, ADMIN.email, ADMIN.password)).token);
  const asAdmin = async (method: 'get' | 'post' | 'put', url: string, data?: unknown) =>
    ok(
      await request[method](url, { headers: bearer(await admin()), ...(data === undefined ? {} : { data }) }),
    );

  /** Buys through the sandbox the way the checkout does: order, approval, capture, then the save call. */
  async function buy(
    token: string,
    order: Record<string, unknown>,
    savePath: string,
    save = {},
  ): Promise<string> {
    const created = await ok(
      await request.post('/api/payments/orders', { data: order, headers: bearer(token) }),
    );
    const orderId = (created.data as { order_id: string }).order_id;
    await ok(await request.post(`/api/paypal-sandbox/v2/checkout/orders/${orderId}/approve`));
    await ok(await request.post(`/api/payments/orders/${orderId}/capture`, { headers: bearer(token) }));
    await ok(
      await request.post(savePath, { data: { ...save, transaction_id: orderId }, headers: bearer(token) }),
    );
    return orderId;
  }

  const scenarios = {
    adminToken: admin,

    /**
     * What is for sale, as the demo shop has it: credit packages (120 credits at £12.00, £10.00 discounted),
     * the VIP Elite plan at £9.99 a month and tokens at £2.50. Once per server: later calls change nothing.
     */
    async shop() {
      const packages = await asAdmin('get', '/api/admin/credit-packages');
      if ((packages.data as unknown[]).length === 0) {
        for (const pack of [
          { credit: 50, amount: 5 },
          { credit: 120, amount: 12, discounted_amount: 10 },
          { credit: 300, amount: 30, discounted_amount: 24 },
        ])
          await asAdmin('post', '/api/admin/credit-packages', pack);
      }
      await asAdmin('put', '/api/admin/subscription-plan', {
        name: 'VIP Elite',
        price: 9.99,
        duration: 1,
        features: '<ul><li>Entry to VIP tournaments</li><li>Lower withdrawal fee</li></ul>',
        instruction: '<p>Your VIP plan lasts one month and does not renew automatically.</p>',
      });
      await asAdmin('put', '/api/admin/token-price', { token_price: 2.5 });
    },

    async game(name = `Game ${unique()}`): Promise<{ id: number; game_name: string }> {
      const body = await asAdmin('post', '/api/admin/games', { game_name: name });
      return body.data as { id: number; game_name: string };
    },

    /** A pending tournament open for registration. */
    async tournament(spec: TournamentSpec = {}): Promise<ScenarioTournament> {
      const start =
        spec.startInMinutes === undefined
          ? Date.now() + (spec.startInDays ?? 7) * DAY
          : Date.now() + spec.startInMinutes * 60_000;
      const registrationOpenFor =
        spec.startInMinutes === undefined ? HOUR : Math.min(HOUR, (spec.startInMinutes * 60_000) / 2);
      const body = await asAdmin('post', '/api/admin/tournaments', {
        game_id: spec.gameId ?? (await scenarios.game()).id,
        tournament_name: spec.name ?? `Cup ${unique()}`,
        region: spec.region ?? 'Western Europe',
        team_size: spec.teamSize ?? 1,
        total_teams: spec.totalTeams ?? 8,
        entry_fee: spec.entryFee ?? 0,
        winning_prize: spec.prize ?? 0,
        tournament_category: spec.category ?? 'regular',
        prize_split: spec.split ?? [100],
        registration_deadline_date: new Date(start - registrationOpenFor).toISOString(),
        check_in_minutes: spec.checkInMinutes ?? 0,
        match_report_minutes: spec.matchReportMinutes ?? 0,
        tournament_start_date: new Date(start).toISOString(),
        tournament_end_date: new Date(start + DAY).toISOString(),
        ...spec.settings,
      });
      return body.data as ScenarioTournament;
    },

    /** A registered, logged-in player, with balances granted by the admin (through the ledger) or bought. */
    async player(spec: PlayerSpec = {}): Promise<ScenarioPlayer> {
      const player = uniquePlayer(spec.prefix ?? 'player');
      const session = await signUpViaApi(request, player, { ageAndCountry: spec.ageAndCountry });
      for (const [asset, delta] of [
        ['credits', spec.credits],
        ['wallet', spec.wallet],
        ['tokens', spec.tokens],
      ] as const) {
        if (delta)
          await asAdmin('post', `/api/admin/players/${session.user.id}/adjust`, {
            asset,
            delta,
            reason: 'Browser test scenario',
          });
      }
      if (spec.vip) {
        await scenarios.shop();
        const plan = await ok(
          await request.get('/api/subscription-details', { headers: bearer(session.token) }),
        );
        const planId = (plan.subscription as { id: number }).id;
        await buy(
          session.token,
          { kind: 'subscription', plan_id: planId },
          '/api/save-subscription-transaction',
        );
      }
      return { ...player, ...session };
    },

    /** Buys the shop's package of `credit` credits through the sandbox, as a player does; answers the order id. */
    async buyCredits(player: ScenarioPlayer, credit = 120): Promise<string> {
      await scenarios.shop();
      const packages = await ok(await request.get('/api/credit-packages', { headers: bearer(player.token) }));
      const pack = (packages.data as Array<{ id: number; credit: number }>).find((p) => p.credit === credit);
      if (!pack) throw new Error(`the shop has no package of ${credit} credits`);
      return buy(player.token, { kind: 'credits', plan_id: pack.id }, '/api/save-transaction', {
        plan_id: pack.id,
      });
    },

    /** A player with a 1v1 team of their own (full at once: the captain is its only player). */
    async captain(spec: PlayerSpec = {}): Promise<ScenarioCaptain> {
      const player = await scenarios.player(spec);
      const teamName = `${player.name} Solo`;
      const body = await ok(
        await request.post('/api/create-team', {
          data: { team_name: teamName, total_players: 1 },
          headers: bearer(player.token),
        }),
      );
      return { ...player, teamId: (body.data as { id: number }).id, teamName };
    },

    async enrol(captain: ScenarioCaptain, tournamentId: number) {
      await ok(
        await request.post('/api/add-tournament-participants', {
          data: { tournament_id: tournamentId, team_id: captain.teamId, captain_id: captain.user.id },
          headers: bearer(captain.token),
        }),
      );
    },

    async joinWaitlist(captain: ScenarioCaptain, tournamentId: number) {
      await ok(
        await request.post('/api/join-tournament-waitlist', {
          data: { tournament_id: tournamentId, team_id: captain.teamId, captain_id: captain.user.id },
          headers: bearer(captain.token),
        }),
      );
    },

    /** The admin starts the tournament now: the bracket is drawn from the entered teams. */
    async start(tournamentId: number) {
      const body = await asAdmin('post', `/api/admin/tournaments/${tournamentId}/start`);
      expect(body.data).toEqual({ outcome: 'started' });
    },

    /**
     * A full cup of two (1v1, 5 credits to enter) starting in 30 minutes with a 60-minute check-in: the window is
     * open now and registration for 15 more minutes; its two funded captains entered, neither checked in.
     */
    async fullCupInCheckIn(name: string) {
      const tournament = await scenarios.tournament({
        name,
        totalTeams: 2,
        entryFee: 5,
        startInMinutes: 30,
        checkInMinutes: 60,
      });
      const first = await scenarios.captain({ prefix: 'first', credits: 10 });
      const second = await scenarios.captain({ prefix: 'second', credits: 10 });
      await scenarios.enrol(first, tournament.id);
      await scenarios.enrol(second, tournament.id);
      return { tournament, first, second };
    },

    /** An underway cup of two: its final is ready to play; both captains and the final's id. */
    async readyFinal(spec: TournamentSpec = {}) {
      const { tournament, captains } = await scenarios.underwayTournament({ ...spec, teams: 2 });
      const [home, away] = captains as [ScenarioCaptain, ScenarioCaptain];
      const matchId = (await scenarios.myMatches(home, tournament.id))[0]!.match_id;
      return { tournament, home, away, matchId };
    },

    /** A captain's matches in a tournament, as My matches lists them. */
    async myMatches(captain: ScenarioCaptain, tournamentId: number): Promise<MyMatch[]> {
      const body = await ok(
        await request.get(`/api/my-matches?tournament_id=${tournamentId}`, {
          headers: bearer(captain.token),
        }),
      );
      return body.data as MyMatch[];
    },

    /** An underway tournament: `teams` captains entered, then started by the admin. */
    async underwayTournament(spec: TournamentSpec & { teams?: number } = {}) {
      const teams = spec.teams ?? 4;
      const tournament = await scenarios.tournament({ totalTeams: teams, ...spec });
      const captains: ScenarioCaptain[] = [];
      for (let i = 0; i < teams; i += 1) {
        const captain = await scenarios.captain({ prefix: 'seed' });
        await scenarios.enrol(captain, tournament.id);
        captains.push(captain);
      }
      await scenarios.start(tournament.id);
      return { tournament, captains };
    },

    /**
     * A completed tournament: `teams` captains entered, the admin started it, and both captains of every
     * match reported it (the captain entered first wins each match it plays), so the prizes are paid.
     */
    async completedTournament(spec: TournamentSpec & { teams?: number } = {}) {
      const { tournament, captains } = await scenarios.underwayTournament(spec);
      await scenarios.playMatches(tournament.id, captains);
      return { tournament, captains };
    },

    /**
     * The captains report every ready match (the captain entered first wins 2-0) until none is ready, or until
     * `stopWhen` holds for the bracket (e.g. a playoff drawn after a group stage: `(b) => b.stages.length > 1`).
     */
    async playMatches(
      tournamentId: number,
      captains: ScenarioCaptain[],
      stopWhen?: (bracket: { stages: Array<{ number: number }> }) => boolean,
    ) {
      const captainOfTeam = new Map(captains.map((captain, index) => [captain.teamId, { captain, index }]));
      for (;;) {
        const body = await ok(await request.get(`/api/tournament-bracket?tournament_id=${tournamentId}`));
        const bracket = body.data as {
          stages: Array<{ number: number }>;
          participants: Array<{ id: number; team_id: number }>;
          matches: Array<{
            id: number;
            status: number;
            opponent1: { id: number | null } | null;
            opponent2: { id: number | null } | null;
          }>;
        };
        if (stopWhen?.(bracket)) break;
        const ready = bracket.matches.filter(
          (m) => m.status === 2 && m.opponent1?.id != null && m.opponent2?.id != null,
        );
        if (ready.length === 0) break;
        for (const match of ready) {
          const sides = [match.opponent1!.id, match.opponent2!.id].map((participantId) =>
            captainOfTeam.get(bracket.participants.find((p) => p.id === participantId)!.team_id)!,
          );
          const winner = Math.min(...sides.map((side) => side.index));
          for (const side of sides) {
            const won = side.index === winner;
            await ok(
              await request.post('/api/report-match-score', {
                data: { match_id: match.id, own_score: won ? 2 : 0, opponent_score: won ? 0 : 2 },
                headers: bearer(side.captain.token),
              }),
            );
          }
        }
      }
    },

    /**
     * A team of `members + 1` players captained by `captain`: each member asks to join through the invite
     * link and the captain accepts them. Answers the team and the members, signed in.
     */
    async team(captain: ScenarioPlayer, members = 1, name = `${captain.name} Squad`) {
      const created = await ok(
        await request.post('/api/create-team', {
          data: { team_name: name, total_players: members + 1 },
          headers: bearer(captain.token),
        }),
      );
      const teamId = (created.data as { id: number }).id;
      const link = await ok(
        await request.get(`/api/generate-invite-player-link?id=${teamId}`, {
          headers: bearer(captain.token),
        }),
      );
      const params = new URLSearchParams(String(link.url).split('?')[1]);
      const invitation = {
        user_id: Number(params.get('user_id')),
        team_id: Number(params.get('team_id')),
        team_slug: params.get('team_slug'),
        team_token: params.get('team_token'),
      };
      const joined: ScenarioPlayer[] = [];
      for (let i = 0; i < members; i += 1) {
        const member = await scenarios.player({ prefix: 'member' });
        await ok(
          await request.post('/api/invite-player-form-submit', {
            data: invitation,
            headers: bearer(member.token),
          }),
        );
        await ok(
          await request.post('/api/accept-player', {
            data: { team_id: teamId, player_id: member.user.id },
            headers: bearer(captain.token),
          }),
        );
        joined.push(member);
      }
      return { teamId, teamName: name, members: joined };
    },

    /** The terms and the about-us entries, written by the admin as the console does. */
    async contentPages() {
      await asAdmin('put', '/api/admin/pages/terms-and-conditions', {
        title: 'Terms and Conditions',
        content: TERMS_HTML,
      });
      await asAdmin('put', '/api/admin/pages/aboutus/entries', { entries: ABOUT_ENTRIES });
    },

    /**
     * A catalogue to look at on an otherwise empty server: at least `games` games (three; nine make two pages)
     * and three pending tournaments (the home page features three). Makes only what is missing, so specs may
     * call it freely; answers how many games there are.
     */
    async catalogue({ games = 3 }: { games?: number } = {}) {
      const firstPage = await ok(await request.get('/api/games-list?page=1&per_page=8'));
      const gameCount = (firstPage.pagination as { total: number }).total;
      const madeGames = [];
      for (let i = gameCount; i < games; i += 1) madeGames.push(await scenarios.game());
      const listed = await ok(await request.get('/api/tournaments-list?tournament_state=upcoming'));
      const upcoming = (listed.tournaments as unknown[]).length;
      for (let i = upcoming; i < 3; i += 1) await scenarios.tournament({ gameId: madeGames[i]?.id });
      return { games: Math.max(gameCount, games) };
    },
  };
  return scenarios;
}

export type Scenarios = ReturnType<typeof createScenarios>;
