// /api/referral/*: stats, own code and share data, each answer parsed by its contract schema
// (an answer of another shape is an error, never data).
import {
  referralCodeResponseSchema,
  referralShareResponseSchema,
  referralStatsResponseSchema,
  type ReferralCodeResponse,
  type ReferralShareResponse,
  type ReferralStatsResponse,
} from '@fff/contracts';
import { api, type ApiError } from '@fff/platform';

const unexpectedShape = (): ApiError => ({
  status: 'CUSTOM_ERROR',
  message: 'The referral service answered in an unexpected shape.',
});

const referralApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReferralStats: build.query<ReferralStatsResponse, void>({
      query: () => '/referral/stats',
      responseSchema: referralStatsResponseSchema,
      catchSchemaFailure: unexpectedShape,
      providesTags: ['Referral'],
    }),
    getReferralCode: build.query<ReferralCodeResponse, void>({
      query: () => '/referral/code',
      responseSchema: referralCodeResponseSchema,
      catchSchemaFailure: unexpectedShape,
      providesTags: ['Referral'],
    }),
    // A POST (spec part 2 §7), so it is sent only when the learner asks to share, never by opening
    // the screen. The answer is kept under one cache key, so the card and the support dialog reuse it.
    getReferralShare: build.mutation<ReferralShareResponse, void>({
      query: () => ({ url: '/referral/share', method: 'POST' }),
      responseSchema: referralShareResponseSchema,
      catchSchemaFailure: unexpectedShape,
    }),
  }),
});

export const { useGetReferralStatsQuery, useGetReferralCodeQuery, useGetReferralShareMutation } = referralApi;

/** One cache entry for the share data, whichever button asked for it. */
export const REFERRAL_SHARE_KEY = 'referral-share';
