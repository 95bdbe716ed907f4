// Review calls: what is due (the Learn entry), the session (the same one on a reload), answers by
// option id, and finishing (its XP, once per session). A lesson completion invalidates 'Progress',
// so the due count follows lessons too.
import {
  reviewAnswerResponseSchema,
  reviewCompleteResponseSchema,
  reviewSessionSchema,
  reviewSummarySchema,
  type ReviewAnswerResponse,
  type ReviewCompleteResponse,
  type ReviewSession,
  type ReviewSummary,
} from '@fff/contracts';
import { api, fromContract } from '@fff/platform';

const reviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviewSummary: build.query<ReviewSummary, void>({
      transformResponse: fromContract(reviewSummarySchema),
      query: () => '/review',
      providesTags: ['Progress'],
    }),
    openReviewSession: build.mutation<ReviewSession, void>({
      transformResponse: fromContract(reviewSessionSchema),
      query: () => ({ url: '/review/sessions', method: 'POST' }),
    }),
    answerReviewItem: build.mutation<
      ReviewAnswerResponse,
      { sessionId: string; questionIndex: number; optionId: string }
    >({
      transformResponse: fromContract(reviewAnswerResponseSchema),
      query: ({ sessionId, ...body }) => ({
        url: `/review/sessions/${encodeURIComponent(sessionId)}/answer`,
        method: 'POST',
        body,
      }),
    }),
    completeReview: build.mutation<ReviewCompleteResponse, string>({
      transformResponse: fromContract(reviewCompleteResponseSchema),
      query: (sessionId) => ({
        url: `/review/sessions/${encodeURIComponent(sessionId)}/complete`,
        method: 'POST',
      }),
      invalidatesTags: (result) => (result ? ['Progress', 'User', 'Activities', 'Streak', 'LevelDebug'] : []),
    }),
  }),
});

export const {
  useGetReviewSummaryQuery,
  useOpenReviewSessionMutation,
  useAnswerReviewItemMutation,
  useCompleteReviewMutation,
} = reviewApi;
