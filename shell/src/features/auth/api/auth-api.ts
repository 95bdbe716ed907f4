// The account calls of the sign-in screens (spec part 1 §7), injected into the one api.
import {
  authResponseSchema,
  checkEmailResponseSchema,
  registerResponseSchema,
  successResponseSchema,
  verifyEmailResponseSchema,
  type AuthResponse,
  type CheckEmailResponse,
  type EmailOnlyBody,
  type LoginBody,
  type ReferralRegisterBody,
  type RegisterBody,
  type RegisterResponse,
  type ResetPasswordBody,
  type SuccessResponse,
  type VerifyEmailResponse,
} from '@fff/contracts';
import { api, fromContract } from '@fff/platform';

/** Sign-in, sign-up, email-check, verification and password-reset endpoints. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      transformResponse: fromContract(authResponseSchema),
    }),
    register: build.mutation<RegisterResponse, RegisterBody>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      transformResponse: fromContract(registerResponseSchema),
    }),
    referralRegister: build.mutation<RegisterResponse, ReferralRegisterBody>({
      query: (body) => ({ url: '/referral/register', method: 'POST', body }),
      transformResponse: fromContract(registerResponseSchema),
    }),
    forgotPassword: build.mutation<SuccessResponse, EmailOnlyBody>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
      transformResponse: fromContract(successResponseSchema),
    }),
    resendVerification: build.mutation<SuccessResponse, EmailOnlyBody>({
      query: (body) => ({ url: '/auth/resend-verification', method: 'POST', body }),
      transformResponse: fromContract(successResponseSchema),
    }),
    resetPassword: build.mutation<SuccessResponse, ResetPasswordBody>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
      transformResponse: fromContract(successResponseSchema),
    }),
    // A one-time token: the answer is kept for the page's life so a remount never re-sends it.
    verifyEmail: build.query<VerifyEmailResponse, string>({
      query: (token) => ({ url: '/auth/verify-email', params: { token } }),
      transformResponse: fromContract(verifyEmailResponseSchema),
      keepUnusedDataFor: 3600,
    }),
    // Whether a reset link still works; asked again on each visit (a link may be used meanwhile).
    checkResetLink: build.query<SuccessResponse, string>({
      query: (token) => ({ url: '/auth/reset-password', params: { token } }),
      transformResponse: fromContract(successResponseSchema),
      keepUnusedDataFor: 0,
    }),
    checkEmail: build.query<CheckEmailResponse, string>({
      query: (email) => ({ url: '/auth/check-email', params: { email } }),
      transformResponse: fromContract(checkEmailResponseSchema),
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useReferralRegisterMutation,
  useForgotPasswordMutation,
  useResendVerificationMutation,
  useResetPasswordMutation,
  useCheckResetLinkQuery,
  useVerifyEmailQuery,
  useLazyCheckEmailQuery,
} = authApi;
