// POST /api/feedback (spec part 2 §7).
import type { FeedbackBody } from '@fff/contracts';
import { api } from '@fff/platform';

const feedbackApi = api.injectEndpoints({
  endpoints: (build) => ({
    sendFeedback: build.mutation<{ success: true; id: string }, FeedbackBody>({
      query: (body) => ({ url: '/feedback', method: 'POST', body }),
    }),
  }),
});

export const { useSendFeedbackMutation } = feedbackApi;
