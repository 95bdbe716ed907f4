import { heartsResponseSchema } from '@fff/contracts';
import { authOf, declareRoutes } from '@fff/service-kit';
import { currentHearts } from './service';

const route = declareRoutes();
const hearts = { auth: 'bearer', tags: ['hearts'] } as const;

/**
 * Hearts routes (bearer guard given by app.ts). POST /api/hearts/lose is the spec's call after a wrong
 * answer; the heart was already taken by POST /api/lessons/{id}/answer, so it only reports the hearts:
 * a client can neither skip nor double a heart loss.
 */
export const heartsRoutes = [
  route(
    {
      ...hearts,
      method: 'get',
      path: '/api/hearts',
      summary: 'Hearts regenerated to now',
      responses: { 200: { description: 'Hearts', schema: heartsResponseSchema } },
    },
    (_in, { res }) => currentHearts(authOf(res).userId),
  ),
  route(
    {
      ...hearts,
      method: 'post',
      path: '/api/hearts/lose',
      summary: 'Reports the hearts after a wrong answer (the answer call already took the heart)',
      responses: { 200: { description: 'Hearts', schema: heartsResponseSchema } },
    },
    (_in, { res }) => currentHearts(authOf(res).userId),
  ),
];
