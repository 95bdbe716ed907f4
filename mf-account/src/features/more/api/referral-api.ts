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
import { api, fromContract } from '@fff/platform';

const referralApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReferralStats: build.query<ReferralStatsResponse, void>({
      query: () => '/referral/stats',
      transformResponse: fromContract(referralStatsResponseSchema),
      providesTags: ['Referral'],
    }),
    getReferralCode: build.query<ReferralCodeResponse, void>({
      query: () => '/referral/code',
      transformResponse: fromContract(referralCodeResponseSchema),
      providesTags: ['Referral'],
    }),
    // A POST (spec part 2 §7), so it is sent only when the learner asks to share, never by opening
    // the screen. The answer is kept under one cache key, so the card and the support dialog reuse it.
    getReferralShare: build.mutation<ReferralShareResponse, void>({
      query: () => ({ url: '/referral/share', method: 'POST' }),
      transformResponse: fromContract(referralShareResponseSchema),
    }),
  }),
});

export const { useGetReferralStatsQuery, useGetReferralCodeQuery, useGetReferralShareMutation } = referralApi;

/** One cache entry for the share data, whichever button asked for it. */
export const REFERRAL_SHARE_KEY = 'referral-share';
