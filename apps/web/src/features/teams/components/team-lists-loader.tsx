/** Loads both team lists when My Account opens (spec 001 section 2), so panels 6 and 7 open at once. */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { myTeamsQuery } from '../../../api/get-my-teams';
import { participateTeamsQuery } from '../api/get-participate-teams';

export function TeamListsLoader() {
  const queryClient = useQueryClient();
  useEffect(() => {
    void queryClient.prefetchQuery(myTeamsQuery());
    void queryClient.prefetchQuery(participateTeamsQuery());
  }, [queryClient]);
  return null;
}
