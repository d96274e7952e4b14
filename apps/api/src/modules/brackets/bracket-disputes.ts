/** The brackets' disputes as other modules may read them (the console's dashboard counts them). */
import type { DbOrTx } from '../../db/client';
import { listDisputedMatchIds } from './brackets.repository';

/** Matches whose two reports disagree and that no organiser has settled yet, over every tournament. */
export async function countDisputedMatches(db: DbOrTx): Promise<number> {
  return (await listDisputedMatchIds(db)).length;
}
