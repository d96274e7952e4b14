/**
 * POST /api/update-user-profile-picture (bearer, multipart field profile_picture): a JPEG or PNG of at
 * most 5 MB; answers the user (415 for another type, 413 when too large).
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '@arena/shared/user';
import { apiRequest } from '../../../lib/api-client';
import { storeUser } from '../../../lib/storage';
import { userProfileQuery } from '../../../api/get-user-profile';

export function updateUserProfilePicture(file: File) {
  const form = new FormData();
  form.append('profile_picture', file);
  return apiRequest<{ user: User }>('/api/update-user-profile-picture', { method: 'POST', body: form });
}

export function useUpdateUserProfilePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUserProfilePicture,
    onSuccess: ({ user }) => {
      queryClient.setQueryData(userProfileQuery().queryKey, user);
      storeUser(user);
    },
  });
}
