// Lesson player calls: the lesson (+ attempt to resume), answers by option id, heart loss,
// completion, restart.
import {
  answerResponseSchema,
  completeLessonResponseSchema,
  heartsResponseSchema,
  lessonResponseSchema,
  restartLessonResponseSchema,
  type AnswerResponse,
  type Attempt,
  type CompleteLessonResponse,
  type HeartsResponse,
  type LessonResponse,
} from '@fff/contracts';
import { api, fromContract } from '@fff/platform';

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
      // A wrong answer costs a heart: the status bar reads the user.
      invalidatesTags: (result) => (result && !result.correct ? ['User', 'Hearts'] : []),
    }),
    loseHeart: build.mutation<HeartsResponse, void>({
      transformResponse: fromContract(heartsResponseSchema),
      query: () => ({ url: '/hearts/lose', method: 'POST' }),
      invalidatesTags: ['User', 'Hearts'],
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
  useLoseHeartMutation,
  useCompleteLessonMutation,
  useRestartLessonMutation,
} = lessonApi;
