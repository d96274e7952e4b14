/** POST /api/update-user-profile (bearer): e-mail, platform IDs and address details; answers the user. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateProfileInput } from '@arena/shared/profile';
import type { User } from '@arena/shared/user';
import { apiRequest } from '../../../lib/api-client';
import { storeUser } from '../../../lib/storage';
import { userProfileQuery } from '../../../api/get-user-profile';

export function updateUserProfile(input: UpdateProfileInput) {
  return apiRequest<{ user: User }>('/api/update-user-profile', { method: 'POST', body: input });
}

export function useUpdateUserProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserProfile,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(userProfileQuery().queryKey, user);
      // The top bar and the account screens read the stored user.
      storeUser(user);
    },
  });
}
