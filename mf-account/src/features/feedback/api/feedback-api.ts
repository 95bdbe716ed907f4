// POST /api/feedback (spec part 2 §7).
import { feedbackResponseSchema, type FeedbackBody } from '@fff/contracts';
import { api, fromContract } from '@fff/platform';

const feedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendFeedback: build.mutation<ReturnType<typeof feedbackResponseSchema.parse>, FeedbackBody>({
      transformResponse: fromContract(feedbackResponseSchema),
      query: (body) => ({ url: '/feedback', method: 'POST', body }),
    }),
  }),
});

export const { useSendFeedbackMutation } = feedbackApi;
