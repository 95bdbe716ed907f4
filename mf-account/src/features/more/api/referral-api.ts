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
    // A POST without effects (spec part 2 §7): read ahead so a press shares at once, inside the
    // click's user activation, which the share sheet and the clipboard require.
    getReferralShare: build.query<ReferralShareResponse, void>({
      query: () => ({ url: '/referral/share', method: 'POST' }),
      responseSchema: referralShareResponseSchema,
      catchSchemaFailure: unexpectedShape,
      providesTags: ['Referral'],
    }),
  }),
});

export const { useGetReferralStatsQuery, useGetReferralCodeQuery, useGetReferralShareQuery } = referralApi;
