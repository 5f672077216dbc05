import { type CurrentUserDto, loginWithSocials, type SocialProfileDto } from '@api';
import { type MutationFeedback, useApiMutation } from '@/lib/use-api-mutation';

export interface SocialLogin {
  profile: SocialProfileDto;
  /** The ID token of the social sign-in: the session has not started yet, so it is sent explicitly. */
  token: string;
}

/** POST /api/auth/login-with-socials: records the profile of the member the token proves. */
export function useLoginWithSocials(feedback?: MutationFeedback<SocialLogin, CurrentUserDto>) {
  return useApiMutation({
    ...feedback,
    call: ({ profile, token }: SocialLogin) => loginWithSocials(profile, { headers: { Authorization: `Bearer ${token}` } }),
  });
}
