/** The organiser console's test data, shaped like the admin API's answers, and a signed-in admin. */
import type { EntryCounts } from '@arena/shared/organiser-entries';
import type { AdminPlayer, AuditEntry, Dashboard } from '@arena/shared/admin';
import type { AdminGame, AdminParticipant, AdminTournament } from '@arena/shared/admin-catalogue';
import type { Dispute } from '@arena/shared/brackets';
import type { MatchEvidence } from '@arena/shared/match-evidence';
import { perPlatform } from '@arena/shared/platforms';
import type { AdminPaymentOrder, Shortfall } from '@arena/shared/payments';
import type { User } from '@arena/shared/user';
import { makeUser, signIn } from './fixtures';
import { mockApi, ok, type Handler, type Reply } from './http';
import type { AdminWithdrawal } from '@arena/shared/wallet';
import { makeWithdrawal } from './payment-fixtures';

export function makeAdminUser(overrides: Parameters<typeof makeUser>[0] = {}): User {
  return makeUser({ id: 1, name: 'ArenaAdmin', email: 'admin@arena.test', role: 'admin', ...overrides });
}

export function makeDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    players: { total: 1234, new_last_7_days: 56, banned: 3 },
    revenue: { credits: 1520.5, subscription: 899.1, tokens: 42.5, total: 2462.1 },
    withdrawals: { open: 4, open_amount: 137 },
    disputes: 2,
    upcoming: [
      {
        id: 9,
        tournament_name: 'Friday Night 2v2',
        tournament_start_date: '2026-12-05T18:00:00.000Z',
        enrolled_teams: 6,
        total_teams: 16,
      },
    ],
    ...overrides,
  };
}

export function makeAdminGame(overrides: Partial<AdminGame> = {}): AdminGame {
  const id = overrides.id ?? 3;
  return {
    id,
    game_name: `Game ${id}`,
    game_banner: null,
    archived_at: null,
    tournament_count: 2,
    open_tournament_count: 1,
    created_at: '2025-01-01T10:00:00.000Z',
    updated_at: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

export function makeAdminTournament(overrides: Partial<AdminTournament> = {}): AdminTournament {
  const id = overrides.id ?? 9;
  return {
    id,
    game_id: 3,
    game_name: 'Game 3',
    tournament_name: `Cup ${id}`,
    description: 'A cup',
    tournament_banner: null,
    tournament_category: 'regular',
    entry_fee: 5,
    total_teams: 8,
    enrolled_teams: 0,
    region: 'Western Europe',
    team_size: 1,
    tournament_start_date: '2026-12-05T18:00:00.000Z',
    tournament_end_date: '2026-12-05T22:00:00.000Z',
    registration_deadline_date: '2026-12-05T17:00:00.000Z',
    winning_prize: 50,
    tournament_state: 'pending',
    overview_description: '<p>Overview</p>',
    prize_description: '<p>Prizes</p>',
    bracket_image_url: null,
    prize_split: [100],
    bracket_format: 'single_elimination',
    seeding: 'random',
    best_of: 1,
    final_best_of: 1,
    third_place_match: false,
    grand_final: 'simple',
    swiss_rounds: null,
    swiss_advance_wins: null,
    swiss_eliminate_losses: null,
    swiss_decider_best_of: null,
    group_stage: null,
    map_pool: [],
    veto: 'none',
    veto_step_seconds: 60,
    check_in_minutes: 0,
    check_in_opens_at: null,
    match_report_minutes: 0,
    discord_webhook_url: null,
    discord_language: 'en',
    started_at: null,
    completed_at: null,
    cancelled_at: null,
    cancel_reason: null,
    created_at: '2025-01-01T10:00:00.000Z',
    updated_at: '2025-01-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The entry counts of the console's tournament answer, with `overrides`. */
export function makeCounts(overrides: Partial<EntryCounts> = {}): EntryCounts {
  return { entered: 0, checked_in: 0, not_checked_in: 0, no_show: 0, removed: 0, left: 0, ...overrides };
}

export function makeParticipant(overrides: Partial<AdminParticipant> = {}): AdminParticipant {
  const teamId = overrides.team_id ?? 41;
  return {
    entry_id: teamId * 10,
    team_id: teamId,
    team_name: `Team ${teamId}`,
    status: 'active',
    checked_in: false,
    checked_in_at: null,
    seed: null,
    rating: null,
    rated_players: 0,
    rating_seed: null,
    rating_tied: false,
    entry_fee_paid: 5,
    enrolled_at: '2025-02-01T10:00:00.000Z',
    captain: { id: teamId + 100, name: `Captain${teamId}`, player_id: `AR-${teamId}` },
    players: [
      {
        id: teamId + 100,
        name: `Captain${teamId}`,
        player_id: `AR-${teamId}`,
        is_captain: true,
        tokens_paid: 0,
        ...perPlatform(() => null),
        psn: `psn${teamId}`,
      },
    ],
    ...overrides,
  };
}

export function makeAdminPlayer(overrides: Partial<AdminPlayer> = {}): AdminPlayer {
  return {
    id: 7,
    name: 'NovaStrike',
    email: 'nova@arena.test',
    player_id: 'AR-NOVA0001',
    role: 'player',
    banned_at: null,
    credits: 12,
    tokens: 3,
    wallet: 25.5,
    paypal_email: null,
    vip_expires_at: null,
    created_at: '2025-01-01T10:00:00.000Z',
    two_factor: false,
    email_verified_at: '2025-01-01T10:05:00.000Z',
    deleted_at: null,
    date_of_birth: '1995-04-02',
    age: 30,
    residence_country: 'GB',
    under_18: false,
    ...overrides,
  };
}

export function makeAuditEntry(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return {
    id: 1,
    admin_id: 1,
    admin_name: 'ArenaAdmin',
    api_key: null,
    actor: 'ArenaAdmin',
    action: 'tournament.update',
    target_type: 'tournament',
    target_id: '9',
    before: { tournament_name: 'Cup 9', entry_fee: 5, region: 'Western Europe' },
    after: { tournament_name: 'Cup Nine', entry_fee: 5, region: 'Western Europe' },
    note: null,
    created_at: '2025-03-05T14:07:00.000Z',
    ...overrides,
  };
}

/** A screenshot a captain attached to a match. */
export function makeEvidence(overrides: Partial<MatchEvidence> = {}): MatchEvidence {
  return {
    id: 501,
    match_id: 11,
    team_id: 41,
    image: 'match_evidence/k3J9x2LmQp7VtR8sYw4ZaB6cDe1FgH0i.png',
    uploaded_by_name: 'Captain 41',
    created_at: '2025-03-05T14:08:00.000Z',
    ...overrides,
  };
}

export function makeDispute(overrides: Partial<Dispute> = {}): Dispute {
  return {
    match_id: 11,
    tournament_id: 9,
    tournament_name: 'Cup 9',
    round_label: 'Semi-final',
    opponent1: {
      team_id: 41,
      team_name: 'Team 41',
      report: {
        own_score: 3,
        opponent_score: 1,
        games: [],
        reported_by: 141,
        reported_at: '2025-03-05T14:07:00.000Z',
      },
      evidence: [],
    },
    opponent2: {
      team_id: 42,
      team_name: 'Team 42',
      report: {
        own_score: 2,
        opponent_score: 1,
        games: [],
        reported_by: 142,
        reported_at: '2025-03-05T14:09:00.000Z',
      },
      evidence: [],
    },
    disputed_at: '2025-03-05T14:09:00.000Z',
    ...overrides,
  };
}

/** A paged answer of the admin lists (`data` and `pagination`). */
export function paged<T>(message: string, rows: T[], page = 1, perPage = 20, total = rows.length) {
  return ok(message, {
    data: rows,
    pagination: { page, per_page: perPage, total, last_page: Math.max(1, Math.ceil(total / perPage)) },
  });
}

/** An admin's two-factor status: the app on, so the console opens (decision 0057). */
export const adminTwoFactor = ok('Two-factor sign-in', {
  two_factor: { enabled: true, enabled_at: '2026-11-01T10:00:00.000Z', recovery_codes_left: 10, passkeys: 0 },
});

/** Signs an admin (with a second factor) in and stubs the API with `handlers`. */
export function adminApi(handlers: Record<string, Handler | Reply> = {}, user: User = makeAdminUser()) {
  signIn(user);
  return mockApi({ 'GET /api/two-factor': adminTwoFactor, ...handlers });
}

/**
 * The console's answers for editing `tournament` (no entries unless given): its detail, and the save answering the
 * tournament back.
 */
export function tournamentEditHandlers(
  tournament: AdminTournament,
  entries: { participants?: AdminParticipant[]; counts?: EntryCounts } = {},
): Record<string, Reply> {
  return {
    [`GET /api/admin/tournaments/${tournament.id}`]: ok('Tournament', {
      data: { tournament, participants: entries.participants ?? [], counts: entries.counts ?? makeCounts() },
    }),
    [`PUT /api/admin/tournaments/${tournament.id}`]: ok('The tournament has been updated', {
      data: tournament,
    }),
  };
}

/** A request in the admin's withdrawal queue: the player's request plus who asked and the last payout error. */
export function makeAdminWithdrawal(overrides: Partial<AdminWithdrawal> = {}): AdminWithdrawal {
  return {
    ...makeWithdrawal(),
    user: { id: 42, name: 'Nova', email: 'nova@arena.test' },
    last_error: null,
    payout_batch_id: null,
    payout_item_id: null,
    ...overrides,
  };
}

/** A purchase as the console's player page lists it. */
export function makeAdminPaymentOrder(overrides: Partial<AdminPaymentOrder> = {}): AdminPaymentOrder {
  return {
    id: 1,
    order_id: 'ORDER-1',
    user_id: 42,
    kind: 'credits',
    description: '100 credits',
    amount: 10,
    refunded_amount: 0,
    state: 'completed',
    last_error: null,
    created_at: '2025-03-05T14:07:00.000Z',
    completed_at: '2025-03-05T14:08:00.000Z',
    ...overrides,
  };
}

/** What a refund could not take back. */
export function makeShortfall(overrides: Partial<Shortfall> = {}): Shortfall {
  return {
    id: 1,
    user_id: 42,
    order_id: 'ORDER-1',
    asset: 'credits',
    amount: 30,
    created_at: '2025-03-06T10:00:00.000Z',
    settled_at: null,
    settle_note: null,
    ...overrides,
  };
}
