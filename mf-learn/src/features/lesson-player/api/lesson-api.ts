// Lesson player calls: the lesson (+ attempt to resume), answers by option id, completion,
// restart.
import {
  answerResponseSchema,
  completeLessonResponseSchema,
  lessonResponseSchema,
  restartLessonResponseSchema,
  type AnswerResponse,
  type Attempt,
  type CompleteLessonResponse,
  type LessonResponse,
} from '@fff/contracts';
import { api, fromContract, userApi } from '@fff/platform';

const id = (lessonId: string) => encodeURIComponent(lessonId);

const lessonApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLesson: build.query<LessonResponse, string>({
      transformResponse: fromContract(lessonResponseSchema),
      query: (lessonId) => `/lessons/${id(lessonId)}`,
      // Always read the attempt fresh when the player opens, so a resume sees every answer.
      keepUnusedDataFor: 0,
      providesTags: (_r, _e, lessonId) => [{ type: 'Lesson', id: lessonId }],
    }),
    answerQuestion: build.mutation<
      AnswerResponse,
      { lessonId: string; questionIndex: number; optionId: string }
    >({
      transformResponse: fromContract(answerResponseSchema),
      query: ({ lessonId, ...body }) => ({ url: `/lessons/${id(lessonId)}/answer`, method: 'POST', body }),
      // The reply carries the learner's hearts after this answer (a wrong one costs a heart), so the
      // cached user (the status bar's hearts) is updated from it instead of refetched: one request
      // per answer.
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(
            userApi.util.updateQueryData('getCurrentUser', undefined, (user) => {
              user.hearts = data.hearts;
              user.nextHeartAt = data.nextHeartAt;
            }),
          );
        } catch {
          // A failed answer changes no hearts; the player shows the failure.
        }
      },
    }),
    completeLesson: build.mutation<
      CompleteLessonResponse,
      { lessonId: string; score: number; xpEarned: number }
    >({
      transformResponse: fromContract(completeLessonResponseSchema),
      query: ({ lessonId, ...body }) => ({ url: `/lessons/${id(lessonId)}/complete`, method: 'POST', body }),
      invalidatesTags: (result) =>
        result ? ['Progress', 'Levels', 'ModuleLessons', 'User', 'Activities', 'Streak', 'LevelDebug'] : [],
    }),
    restartLesson: build.mutation<Attempt, string>({
      transformResponse: fromContract(restartLessonResponseSchema),
      query: (lessonId) => ({ url: `/lessons/${id(lessonId)}/restart`, method: 'POST' }),
      async onQueryStarted(lessonId, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        dispatch(
          lessonApi.util.updateQueryData('getLesson', lessonId, (draft) => {
            draft.attempt = data;
          }),
        );
      },
    }),
  }),
});

export const {
  useGetLessonQuery,
  useAnswerQuestionMutation,
  useCompleteLessonMutation,
  useRestartLessonMutation,
} = lessonApi;
