/** POST /api/update-team (bearer, captain, not while locked): name, size and description. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { updateTeamSchema } from '@arena/shared/teams';
import { invalidateKeys, sharedQueryKeys } from '../../../api/query-keys';
import { apiRequest } from '../../../lib/api-client';
import { inviteLinkQuery } from './get-invite-link';
import { myTeamsQuery } from '../../../api/get-my-teams';
import { teamPlayersQuery } from './get-team-players';

/** The form's parsed values (the API parses them again); `id` is a number, as the caches are keyed. */
export function updateTeam(body: z.output<typeof updateTeamSchema>) {
  return apiRequest('/api/update-team', { method: 'POST', body });
}

export function useUpdateTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTeam,
    onSuccess: (_answer, { id }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: myTeamsQuery().queryKey }),
        queryClient.invalidateQueries({ queryKey: teamPlayersQuery(id).queryKey }),
        // The link carries the slug, which follows the name.
        queryClient.invalidateQueries({ queryKey: inviteLinkQuery(id).queryKey }),
        // Tournament pages and My Tournaments show the team by name.
        invalidateKeys(queryClient, [sharedQueryKeys.tournamentDetails, sharedQueryKeys.enrolledTournaments]),
      ]),
  });
}
