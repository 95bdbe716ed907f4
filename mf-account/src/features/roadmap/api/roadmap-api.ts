// GET /api/roadmap and POST /api/roadmap/{id}/vote (spec part 2 §7); a vote refreshes the list.
import {
  roadmapListResponseSchema,
  roadmapVoteResponseSchema,
  type RoadmapItem,
  type RoadmapVoteResponse,
} from '@fff/contracts';
import { api, fromContract } from '@fff/platform';

const roadmapApi = api.injectEndpoints({
  endpoints: (build) => ({
    getRoadmap: build.query<RoadmapItem[], void>({
      transformResponse: fromContract(roadmapListResponseSchema),
      query: () => '/roadmap',
      providesTags: ['Roadmap'],
    }),
    voteRoadmapItem: build.mutation<RoadmapVoteResponse, string>({
      transformResponse: fromContract(roadmapVoteResponseSchema),
      query: (id) => ({ url: `/roadmap/${encodeURIComponent(id)}/vote`, method: 'POST' }),
      invalidatesTags: ['Roadmap'],
    }),
  }),
});

export const { useGetRoadmapQuery, useVoteRoadmapItemMutation } = roadmapApi;
