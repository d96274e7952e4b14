/**
 * The tournaments' notices (decision 0037): a tournament created is told to nobody on screen, only to organisers'
 * webhooks (decision 0058); recorded in the creation's transaction.
 */
import { NOTICE_LINKS } from '@arena/shared/app-links';
import type { Tx } from '../../db/client';
import { recordEvent } from '../notifications/domain-events';

export const tournamentsNotices = {
  async created(tx: Tx, tournament: { id: number; name: string }) {
    await recordEvent(tx, {
      type: 'tournament.created',
      recipients: [],
      tournamentId: tournament.id,
      liveOnly: true,
      notice: {
        title: `${tournament.name} was created`,
        body: `${tournament.name} was created.`,
        link: NOTICE_LINKS.tournament(tournament.id),
      },
    });
  },
};
