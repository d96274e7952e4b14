/** The console's home: players, revenue by product, open withdrawals, disputes and the next starts. */
import type { Dashboard } from '@arena/shared/admin';
import { penceToPounds } from '@arena/shared/money';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { countDisputedMatches } from '../brackets/bracket-disputes';
import { countPlayers, nextStarts, openWithdrawals, revenueByKind } from './dashboard.repository';

const DAY = 86_400_000;
const UPCOMING_SHOWN = 5;

export function createDashboardService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  return {
    async summary(): Promise<Dashboard> {
      const now = clock.now();
      const [players, revenue, open, disputes, upcoming] = await Promise.all([
        countPlayers(db, new Date(now.getTime() - 7 * DAY)),
        revenueByKind(db),
        openWithdrawals(db),
        countDisputedMatches(db),
        nextStarts(db, UPCOMING_SHOWN),
      ]);
      const byKind = (kind: string) => revenue.find((r) => r.kind === kind)?.pence ?? 0;
      const total = revenue.reduce((sum, r) => sum + r.pence, 0);
      return {
        players: { total: players.total, new_last_7_days: players.recent, banned: players.banned },
        revenue: {
          credits: penceToPounds(byKind('credits')),
          subscription: penceToPounds(byKind('subscription')),
          tokens: penceToPounds(byKind('tokens')),
          total: penceToPounds(total),
        },
        withdrawals: { open: open.count, open_amount: penceToPounds(open.pence) },
        disputes,
        upcoming: upcoming.map((t) => ({
          id: t.id,
          tournament_name: t.name,
          tournament_start_date: t.start.toISOString(),
          enrolled_teams: t.enrolled,
          total_teams: t.total,
        })),
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
