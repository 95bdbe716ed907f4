import {
  friendRequestParamsSchema,
  publicUserSearchQuerySchema,
  sendFriendRequestBodySchema,
} from '@fff/contracts';
import { authOf, parsed, validate } from '@fff/service-kit';
import { Router } from 'express';
import type { SocialDeps } from '../shared/deps';
import { listFriends } from './friends-service';
import {
  acceptFriendRequest,
  declineFriendRequest,
  listIncomingRequests,
  sendFriendRequest,
} from './requests-service';
import { searchUsers } from './search-service';

/** /api/friends and /api/friend-requests* (mounted behind requireAuth). */
export function friendRoutes(deps: SocialDeps): Router {
  const router = Router();
  router.get('/friends', async (_req, res) => {
    res.json(await listFriends(authOf(res), deps));
  });
  router.get('/friend-requests', async (_req, res) => {
    res.json(await listIncomingRequests(authOf(res), deps));
  });
  router.post('/friend-requests', validate({ body: sendFriendRequestBodySchema }), async (_req, res) => {
    const body = parsed(res, 'body', sendFriendRequestBodySchema);
    const receiverId = (body.userId ?? body.receiverId) as string;
    res.json(await sendFriendRequest(authOf(res), receiverId, body.message, deps));
  });
  router.post(
    '/friend-requests/:id/accept',
    validate({ params: friendRequestParamsSchema }),
    async (_req, res) => {
      await acceptFriendRequest(authOf(res), parsed(res, 'params', friendRequestParamsSchema).id, deps);
      res.json({ success: true });
    },
  );
  router.post(
    '/friend-requests/:id/decline',
    validate({ params: friendRequestParamsSchema }),
    async (_req, res) => {
      await declineFriendRequest(authOf(res), parsed(res, 'params', friendRequestParamsSchema).id, deps);
      res.json({ success: true });
    },
  );
  router.get('/users/search', validate({ query: publicUserSearchQuerySchema }), async (_req, res) => {
    res.json(await searchUsers(authOf(res), parsed(res, 'query', publicUserSearchQuerySchema), deps));
  });
  return router;
}
