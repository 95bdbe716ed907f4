import { chatHistoryQuerySchema, friendIdParamsSchema, sendChatBodySchema } from '@fff/contracts';
import { authOf, parsed, validate } from '@fff/service-kit';
import { Router } from 'express';
import type { SocialDeps } from '../shared/deps';
import { conversation, sendMessage, unreadCounts } from './service';

/** /api/chat* (mounted behind requireAuth). */
export function chatRoutes(deps: SocialDeps): Router {
  const router = Router();
  router.post('/chat', validate({ body: sendChatBodySchema }), async (_req, res) => {
    const { receiverId, message } = parsed(res, 'body', sendChatBodySchema);
    res.status(201).json(await sendMessage(authOf(res), receiverId, message, deps));
  });
  // Before /chat/:friendId: 'unread' is never a user id (identity issues ObjectIds).
  router.get('/chat/unread', async (_req, res) => {
    res.json(await unreadCounts(authOf(res)));
  });
  router.get(
    '/chat/:friendId',
    validate({ params: friendIdParamsSchema, query: chatHistoryQuerySchema }),
    async (_req, res) => {
      const { friendId } = parsed(res, 'params', friendIdParamsSchema);
      res.json(await conversation(authOf(res), friendId, parsed(res, 'query', chatHistoryQuerySchema), deps));
    },
  );
  return router;
}
