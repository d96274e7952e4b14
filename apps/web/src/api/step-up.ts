/**
 * POST /api/step-up (decision 0057): one second factor checked and recorded on this session, so the console's
 * payouts and refunds are open to it for 15 minutes.
 */
import { useMutation } from '@tanstack/react-query';
import type { StepUpInput } from '@arena/shared/two-factor';
import { apiRequest } from '../lib/api-client';

export function stepUp(factor: StepUpInput) {
  return apiRequest<{ second_factor_at: string }>('/api/step-up', { method: 'POST', body: factor });
}

export function useStepUpSession() {
  return useMutation({ mutationFn: stepUp });
}
