import { register, type RegisterDto, type RegisteredDto } from '@api';
import { type MutationFeedback, useApiMutation } from '@/lib/use-api-mutation';

/** POST /api/auth/register: creates the member and the identity account (email not verified yet). */
export function useRegister(feedback?: MutationFeedback<RegisterDto, RegisteredDto>) {
  return useApiMutation({ ...feedback, call: register });
}
