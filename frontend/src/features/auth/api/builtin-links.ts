import { builtinConfirmEmail, builtinResetPassword, builtinVerifyEmail, type ResetPasswordDto } from '@api';
import { SKIP_AUTH_HEADER } from '@/lib/api-fetch';

/** The emailed links of built-in accounts (AUTH_PROVIDER=builtin), opened by anyone holding them. */
const anonymous = { headers: { [SKIP_AUTH_HEADER]: '1' } };

/** POST /api/auth/builtin/verify-email. */
export const verifyEmailLink = (token: string) => builtinVerifyEmail({ token }, anonymous);

/** POST /api/auth/builtin/confirm-email: answers the account's new address. */
export const confirmEmailLink = (token: string) => builtinConfirmEmail({ token }, anonymous);

/** POST /api/auth/builtin/reset-password. */
export const resetPasswordWithLink = (body: ResetPasswordDto) => builtinResetPassword(body, anonymous);
