// GET /api/user: the signed-in learner. A restored session starts with it cached from the refresh's
// answer (start-session.ts); otherwise the shell's auth gate runs it once a token exists. Any
// screen may read the same cache entry with useGetCurrentUserQuery() (tag 'User' refreshes it).
import { userSchema, type User } from '@fff/contracts';
import { api } from '../api/api';
import { fromContract } from '../api/contract';
import { setCachedUser } from '../storage';

/** The user endpoint, injected into the one api. */
export const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCurrentUser: build.query<User, void>({
      query: () => '/user',
      transformResponse: fromContract(userSchema),
      providesTags: ['User'],
      // Keep the stored copy current so a reload shows fresh numbers before the call returns.
      async onQueryStarted(_arg, { queryFulfilled }) {
        try {
          setCachedUser((await queryFulfilled).data);
        } catch {
          // The auth gate handles a failed lookup.
        }
      },
    }),
  }),
});

/** Current user (GET /api/user); pass `skip` when signed out. */
export const { useGetCurrentUserQuery } = userApi;
