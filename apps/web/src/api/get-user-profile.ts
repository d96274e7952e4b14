/** GET /api/user-profile (bearer): the signed-in user; the stored copy is refreshed from it. */
import { useEffect } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@arena/shared/user';
import { apiRequest } from '../lib/api-client';
import { storeUser } from '../lib/storage';
import { sharedQueryKeys } from './query-keys';

export function getUserProfile(signal?: AbortSignal) {
  return apiRequest<{ user: User }>('/api/user-profile', { signal });
}

export const userProfileQuery = () =>
  queryOptions({
    queryKey: sharedQueryKeys.userProfile,
    queryFn: async ({ signal }) => (await getUserProfile(signal)).user,
  });

/** Fetches the profile and writes it to storage, so the top bar shows fresh details. */
export function useUserProfile() {
  const query = useQuery(userProfileQuery());
  const { data } = query;
  useEffect(() => {
    if (data) storeUser(data);
  }, [data]);
  return query;
}
