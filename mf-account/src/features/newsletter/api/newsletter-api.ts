// POST /api/newsletter/signup (spec part 1 §7). Unlike the spec, the answer never says whether the
// address was signed up already (double opt-in: the owner confirms through the mailed link).
import { newsletterSignupResponseSchema, type NewsletterSignupResponse } from '@fff/contracts';
import type { NotifyFeature } from '@fff/domain/help';
import { api, fromContract } from '@fff/platform';

const newsletterApi = api.injectEndpoints({
  endpoints: (build) => ({
    signUpForNews: build.mutation<NewsletterSignupResponse, { email: string; feature: NotifyFeature }>({
      transformResponse: fromContract(newsletterSignupResponseSchema),
      query: (body) => ({ url: '/newsletter/signup', method: 'POST', body }),
    }),
  }),
});

export const { useSignUpForNewsMutation } = newsletterApi;
