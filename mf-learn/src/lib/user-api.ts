// GET /api/user as this remote reads it (tag 'User'; the shell's status bar reads the same tag,
// so invalidating 'User' after hearts or completion refreshes both). The endpoint has its own
// name so it never collides with the shell's own user endpoint.
import type { User } from '@fff/contracts';
import { api, getToken } from '@fff/platform';

const userApi = api.injectEndpoints({
  endpoints: (build) => ({
    learnCurrentUser: build.query<User, void>({
      query: () => '/user',
      providesTags: ['User'],
    }),
  }),
});

/** The signed-in learner; skipped without a token (spec: the lookup runs only with one). */
export function useCurrentUser() {
  return userApi.useLearnCurrentUserQuery(undefined, { skip: !getToken() });
}

export { userApi };
