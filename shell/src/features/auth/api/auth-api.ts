// The account calls of the sign-in screens (spec part 1 §7), injected into the one api.
import type {
  AuthResponse, CheckEmailResponse, EmailOnlyBody, LoginBody, ReferralRegisterBody, RegisterBody, RegisterResponse,
  ResetPasswordBody, SuccessResponse, VerifyEmailResponse,
} from '@fff/contracts';
import { api } from '@fff/platform';

/** Sign-in, sign-up, email-check, verification and password-reset endpoints. */
export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<AuthResponse, LoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
    }),
    register: build.mutation<RegisterResponse, RegisterBody>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
    }),
    referralRegister: build.mutation<RegisterResponse, ReferralRegisterBody>({
      query: (body) => ({ url: '/referral/register', method: 'POST', body }),
    }),
    forgotPassword: build.mutation<SuccessResponse, EmailOnlyBody>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    resendVerification: build.mutation<SuccessResponse, EmailOnlyBody>({
      query: (body) => ({ url: '/auth/resend-verification', method: 'POST', body }),
    }),
    resetPassword: build.mutation<SuccessResponse, ResetPasswordBody>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
    // A one-time token: the answer is kept for the page's life so a remount never re-sends it.
    verifyEmail: build.query<VerifyEmailResponse, string>({
      query: (token) => ({ url: '/auth/verify-email', params: { token } }),
      keepUnusedDataFor: 3600,
    }),
    checkEmail: build.query<CheckEmailResponse, string>({
      query: (email) => ({ url: '/auth/check-email', params: { email } }),
    }),
  }),
});

export const {
  useLoginMutation, useRegisterMutation, useReferralRegisterMutation, useForgotPasswordMutation,
  useResendVerificationMutation, useResetPasswordMutation, useVerifyEmailQuery, useLazyCheckEmailQuery,
} = authApi;
