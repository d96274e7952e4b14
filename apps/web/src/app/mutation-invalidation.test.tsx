/**
 * Every organiser's edit refreshes exactly the public and player screens it changes (decision 0015): before, an
 * admin's edit left the games page, the tournament pages and the shop stale for up to 30 s. Each case runs the
 * real mutation hook against a stubbed API, with every screen's query in the cache, and lists which screens
 * must be refetched; every other one must stay as it was (no blanket refresh).
 */
import type { ReactNode } from 'react';
import { act, renderHook, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { gamesListQuery, gamesQuery } from '../api/get-games-list';
import { myTeamsQuery } from '../api/get-my-teams';
import { tournamentBracketQuery } from '../api/get-tournament-bracket';
import { featuredTournamentsQuery, tournamentsQuery } from '../api/get-tournaments-list';
import { userProfileQuery } from '../api/get-user-profile';
import { useRemoveTournamentParticipant } from '../api/remove-tournament-participant';
import { enrolledTournamentsQuery } from '../features/account/api/get-enrolled-tournaments';
import { useAdjustBalance } from '../features/admin/api/adjust-balance';
import { useArchiveGame } from '../features/admin/api/archive-game';
import { useCancelTournament } from '../features/admin/api/cancel-tournament';
import { useCreateGame } from '../features/admin/api/create-game';
import { useCreateTournament } from '../features/admin/api/create-tournament';
import { useRejectWithdrawal } from '../features/admin/api/reject-withdrawal';
import { useSaveCreditPackage } from '../features/admin/api/save-credit-package';
import { useForfeitMatch } from '../features/admin/api/forfeit-match';
import { useSetMatchResult } from '../features/admin/api/set-match-result';
import { useStartTournament } from '../features/admin/api/start-tournament';
import { useUpdateAboutEntries } from '../features/admin/api/update-about-entries';
import { useUpdateContentPage } from '../features/admin/api/update-content-page';
import { useUpdateGame } from '../features/admin/api/update-game';
import { useUpdateSubscriptionPlan } from '../features/admin/api/update-subscription-plan';
import { useUpdateTokenPrice } from '../features/admin/api/update-token-price';
import { useUpdateTournament } from '../features/admin/api/update-tournament';
import { useUploadTournamentBanner } from '../features/admin/api/upload-tournament-banner';
import { aboutPageQuery } from '../features/pages/api/get-about-page';
import { contentPageQuery } from '../features/pages/api/get-content-page';
import { creditPackagesQuery } from '../features/payments/api/get-credit-packages';
import { creditTransactionsQuery } from '../features/payments/api/get-credit-transactions';
import { subscriptionPlanQuery } from '../features/payments/api/get-subscription-details';
import { tokenPriceQuery } from '../features/payments/api/get-token-price';
import { tokenTransactionsQuery } from '../features/payments/api/get-token-transactions';
import { useSaveCreditTransaction } from '../features/payments/api/save-transaction';
import { userSubscriptionQuery } from '../features/payments/api/get-user-subscription-details';
import { myMatchesQuery } from '../features/tournaments/api/get-my-matches';
import { tournamentDetailsQuery } from '../features/tournaments/api/get-tournament-details';
import { tournamentTeamPlayersQuery } from '../features/tournaments/api/get-tournament-team-players';
import { useReportMatchScore } from '../features/tournaments/api/report-match-score';
import { useAddMatchEvidence, useRemoveMatchEvidence } from '../features/tournaments/api/match-evidence';
import { matchMessagesQuery, matchRoomQuery } from '../features/tournaments/api/match-room';
import { withdrawalRequestsQuery } from '../features/wallet/api/get-withdrawal-requests';
import { useRequestWithdrawal } from '../features/wallet/api/request-withdrawal';
import { makeGame, queryOf } from '../../test/catalogue-fixtures';
import { mockApi, ok } from '../../test/http';
import { renderApp } from '../../test/render-app';

const ME = 1;
const TOURNAMENT = 5;
const OTHER_TOURNAMENT = 6;

/** What a visitor, a player and the player's account screens have fetched, by screen. */
const screens: Record<string, QueryKey> = {
  'games page': gamesQuery(1).queryKey,
  'game picker': gamesListQuery().queryKey,
  'featured competitions': featuredTournamentsQuery(null).queryKey,
  'tournament list': tournamentsQuery({ tournament_state: 'all', page: 1 }, ME).queryKey,
  'tournament page': tournamentDetailsQuery(TOURNAMENT, ME).queryKey,
  'team players dialog': tournamentTeamPlayersQuery(TOURNAMENT, 3).queryKey,
  bracket: tournamentBracketQuery(TOURNAMENT, ME).queryKey,
  'my matches': myMatchesQuery(TOURNAMENT, ME).queryKey,
  'match room': matchRoomQuery(9).queryKey,
  'match messages': matchMessagesQuery(9).queryKey,
  'other match room': matchRoomQuery(10).queryKey,
  'other bracket': tournamentBracketQuery(OTHER_TOURNAMENT, ME).queryKey,
  'my tournaments': enrolledTournamentsQuery(ME).queryKey,
  'my teams': myTeamsQuery().queryKey,
  profile: userProfileQuery().queryKey,
  'credit history': creditTransactionsQuery(ME, 1).queryKey,
  'token history': tokenTransactionsQuery(ME, 1).queryKey,
  'my subscription': userSubscriptionQuery(ME).queryKey,
  'my withdrawals': withdrawalRequestsQuery(ME, 1).queryKey,
  'credit packages': creditPackagesQuery(ME).queryKey,
  'vip plan': subscriptionPlanQuery().queryKey,
  'token price': tokenPriceQuery(ME).queryKey,
  terms: contentPageQuery('terms-and-conditions').queryKey,
  about: aboutPageQuery().queryKey,
};

const catalogue = ['featured competitions', 'tournament list', 'tournament page', 'my tournaments'];
const balances = ['profile', 'credit history', 'token history', 'my subscription', 'my withdrawals'];
const entries = [...catalogue, 'my teams', 'profile', 'credit history', 'token history'];

interface Case {
  name: string;
  route: string;
  answer?: Record<string, unknown>;
  run: (client: QueryClient) => Promise<unknown>;
  stale: string[];
}

/** Runs a hook's mutateAsync inside the given client. */
async function mutate<T>(
  client: QueryClient,
  useHook: () => { mutateAsync: (v: T) => Promise<unknown> },
  v: T,
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(useHook, { wrapper });
  await act(() => result.current.mutateAsync(v));
}

const png = new File([new Uint8Array([137, 80, 78, 71])], 'banner.png', { type: 'image/png' });

const cases: Case[] = [
  {
    name: 'creating a game',
    route: 'POST /api/admin/games',
    run: (c) => mutate(c, useCreateGame, { game_name: 'Rocket League' }),
    stale: ['games page', 'game picker', ...catalogue],
  },
  {
    name: 'renaming a game',
    route: 'PUT /api/admin/games/2',
    run: (c) => mutate(c, useUpdateGame, { id: 2, game_name: 'EA FC 26' }),
    stale: ['games page', 'game picker', ...catalogue],
  },
  {
    name: 'archiving a game',
    route: 'POST /api/admin/games/2/archive',
    run: (c) => mutate(c, useArchiveGame, 2),
    stale: ['games page', 'game picker', ...catalogue],
  },
  {
    name: 'creating a tournament',
    route: 'POST /api/admin/tournaments',
    run: (c) => mutate(c, useCreateTournament, {} as never),
    stale: catalogue,
  },
  {
    name: 'editing a tournament',
    route: `PUT /api/admin/tournaments/${TOURNAMENT}`,
    run: (c) => mutate(c, () => useUpdateTournament(TOURNAMENT), {} as never),
    stale: catalogue,
  },
  {
    name: "uploading a tournament's banner",
    route: `POST /api/admin/tournaments/${TOURNAMENT}/banner`,
    run: (c) => mutate(c, () => useUploadTournamentBanner(TOURNAMENT), png),
    stale: catalogue,
  },
  {
    name: 'starting a tournament',
    route: `POST /api/admin/tournaments/${TOURNAMENT}/start`,
    answer: { data: { outcome: 'started' } },
    run: (c) => mutate(c, () => useStartTournament(TOURNAMENT), undefined),
    stale: ['bracket', 'my matches', ...entries],
  },
  {
    name: 'cancelling a tournament (every entry refunded)',
    route: `POST /api/admin/tournaments/${TOURNAMENT}/cancel`,
    answer: { data: { refunded_entries: 2 } },
    run: (c) => mutate(c, () => useCancelTournament(TOURNAMENT), 'Not enough players'),
    stale: ['bracket', 'my matches', ...entries],
  },
  {
    name: 'setting a match result',
    route: 'POST /api/admin/matches/9/result',
    run: (c) =>
      mutate(c, () => useSetMatchResult(TOURNAMENT), {
        matchId: 9,
        body: { opponent1_score: 2, opponent2_score: 1 },
      }),
    stale: ['bracket', 'my matches', ...catalogue, 'my teams', 'profile'],
  },
  {
    name: 'forfeiting a team',
    route: 'POST /api/admin/matches/9/forfeit',
    run: (c) =>
      mutate(c, () => useForfeitMatch(TOURNAMENT), {
        matchId: 9,
        body: { team_id: 3, reason: 'No show' },
      }),
    stale: ['bracket', 'my matches', ...catalogue, 'my teams', 'profile'],
  },
  {
    name: 'editing the terms',
    route: 'PUT /api/admin/pages/terms-and-conditions',
    run: (c) =>
      mutate(c, useUpdateContentPage, {
        key: 'terms-and-conditions',
        body: { content: '<p>New</p>' } as never,
      }),
    stale: ['terms'],
  },
  {
    name: 'editing the about-us entries',
    route: 'PUT /api/admin/pages/aboutus/entries',
    answer: { data: { entries: [] } },
    run: (c) => mutate(c, useUpdateAboutEntries, {} as never),
    stale: ['about'],
  },
  {
    name: 'saving a credit package',
    route: 'POST /api/admin/credit-packages',
    run: (c) => mutate(c, useSaveCreditPackage, { id: null, body: { credit: 50, amount: 5 } as never }),
    stale: ['credit packages'],
  },
  {
    name: 'changing the VIP plan',
    route: 'PUT /api/admin/subscription-plan',
    answer: { data: { id: 1, name: 'VIP Elite' } },
    run: (c) => mutate(c, useUpdateSubscriptionPlan, {} as never),
    stale: ['vip plan', 'my subscription'],
  },
  {
    name: 'changing the token price',
    route: 'PUT /api/admin/token-price',
    answer: { data: { token_price: 3 } },
    run: (c) => mutate(c, useUpdateTokenPrice, { token_price: 3 }),
    stale: ['token price'],
  },
  {
    name: 'correcting a balance',
    route: `POST /api/admin/players/${ME}/adjust`,
    run: (c) =>
      mutate(c, () => useAdjustBalance(ME), { asset: 'credits', delta: 10, reason: 'Goodwill' } as never),
    stale: balances,
  },
  {
    name: 'rejecting a withdrawal (the money goes back to the wallet)',
    route: 'POST /api/admin/withdrawals/4/reject',
    run: (c) => mutate(c, useRejectWithdrawal, { id: 4, note: 'Wrong e-mail' }),
    stale: balances,
  },
  // The player's own money and results, for comparison: the same rule on the other side.
  {
    name: 'a player buying credits',
    route: 'POST /api/save-transaction',
    run: (c) => mutate(c, useSaveCreditTransaction, {} as never),
    stale: ['credit history', 'profile'],
  },
  {
    // Also My Tournaments' Leave waitlist: a waiting team's place frees and its row goes.
    name: 'a captain leaving a tournament or its waitlist',
    route: 'DELETE /api/remove-tournament-participants',
    run: (c) => mutate(c, useRemoveTournamentParticipant, { tournament_id: TOURNAMENT, captain_id: ME }),
    stale: entries,
  },
  {
    name: 'a player asking for a withdrawal',
    route: 'POST /api/withdrawal-money-request',
    run: (c) => mutate(c, useRequestWithdrawal, { amount: 5 }),
    stale: ['my withdrawals', 'profile'],
  },
  {
    name: "a captain's report waiting for the other captain",
    route: 'POST /api/report-match-score',
    answer: { data: { status: 'pending' } },
    run: (c) =>
      mutate(c, () => useReportMatchScore(TOURNAMENT), { match_id: 9, own_score: 2, opponent_score: 1 }),
    stale: ['bracket', 'my matches'],
  },
  {
    name: 'a captain attaching a screenshot to a match',
    route: 'POST /api/match-evidence',
    run: (c) => mutate(c, () => useAddMatchEvidence(9), png),
    stale: ['match room'],
  },
  {
    name: 'a captain removing a screenshot',
    route: 'DELETE /api/match-evidence',
    run: (c) => mutate(c, () => useRemoveMatchEvidence(9), 501),
    stale: ['match room'],
  },
  {
    name: "a captain's report that confirms the result",
    route: 'POST /api/report-match-score',
    answer: { data: { status: 'confirmed' } },
    run: (c) =>
      mutate(c, () => useReportMatchScore(TOURNAMENT), { match_id: 9, own_score: 2, opponent_score: 1 }),
    stale: ['bracket', 'my matches', ...catalogue, 'my teams', 'profile'],
  },
];

describe('what a mutation refreshes', () => {
  it.each(cases)('$name refreshes exactly the screens it changes', async ({ route, answer, run, stale }) => {
    const api = mockApi({ [route]: ok('Saved', { data: {}, ...answer }) });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    for (const key of Object.values(screens)) client.setQueryData(key, { cached: true });

    await run(client);

    expect(api.calls(route)).toHaveLength(1);
    const invalidated = Object.entries(screens)
      .filter(([, key]) => client.getQueryState(key)?.isInvalidated)
      .map(([screen]) => screen)
      .sort();
    expect(invalidated).toEqual([...new Set(stale)].sort());
  });
});

describe('an organiser and a visitor in one app', () => {
  it('the games page shows a renamed game as soon as the admin saves it', async () => {
    const games = [makeGame({ id: 1, game_name: 'Old Name' }), makeGame({ id: 2, game_name: 'Other' })];
    mockApi({
      'GET /api/games-list': (request) => {
        const page = Number(queryOf(request.url).get('page') ?? 1);
        return ok('Games', {
          data: games,
          pagination: { page, per_page: 8, total: games.length, last_page: 1 },
        });
      },
      'PUT /api/admin/games/1': (request) => {
        games[0] = { ...games[0]!, game_name: (request.body as { game_name: string }).game_name };
        return ok('Game updated', { data: games[0] });
      },
    });
    const { queryClient } = renderApp('/game');
    expect(await screen.findByRole('link', { name: /Old Name/ })).toBeInTheDocument();

    await mutate(queryClient, useUpdateGame, { id: 1, game_name: 'New Name' });

    expect(await screen.findByRole('link', { name: /New Name/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Old Name/ })).not.toBeInTheDocument();
  });
});
