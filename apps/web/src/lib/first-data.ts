/**
 * The pages whose first API call starts before their code has arrived (decision 0020: fast on a phone): read by the
 * build's route-preload script (apps/web/build/route-preload.ts) and by the app (src/app/first-page-data.ts).
 */
import { routes } from './routes.ts';

/** A page whose first API call is also started early: its path, and the positive integers copied from the address. */
export interface FirstData {
  api: string;
  params: string[];
}

/**
 * Set on <html> by the app when it has asked for the page's data itself (src/app/first-page-data.ts): the
 * route-preload script, when it runs later (it may arrive after the app's scripts), then leaves the data alone.
 */
export const FIRST_DATA_MARK = 'data-first-data';

/**
 * The pages whose data a visitor's browser asks for with the first script (the address is the one the page's
 * own call builds, so the browser hands that call the preloaded answer): the tournament page, the page shared
 * most and opened cold. A signed-in player's call carries the session, which a preload cannot, so it is left out.
 */
export const FIRST_DATA: Record<string, FirstData> = {
  [routes.viewTournament.path]: { api: '/api/tournament-details', params: ['id'] },
};
