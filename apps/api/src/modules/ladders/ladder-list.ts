/** One answer for the ladder lists, public and the console's: filtered by game and search, paged. */
import type { z } from 'zod';
import { LADDER_MESSAGES, type laddersListQuery } from '@arena/shared/ladders';
import { ok } from '../../http/envelope';
import { pageOf, paginationMeta } from '../../http/pagination';
import type { LaddersService } from './ladders.service';

export async function answerLadderList(ladders: LaddersService, query: z.infer<typeof laddersListQuery>) {
  const page = pageOf(query);
  const { ladders: list, total } = await ladders.list(
    {
      ...(query.game_id === undefined ? {} : { gameId: query.game_id }),
      ...(query.search ? { search: query.search } : {}),
    },
    page.sql,
  );
  return ok(LADDER_MESSAGES.list, { data: list, ...paginationMeta(page, total) });
}
