import { weeklyThemeResponseSchema } from '@fff/contracts';
import { authOf, declareRoutes } from '@fff/service-kit';
import { weeklyThemeView } from './service';

const route = declareRoutes();

/** The weekly theme as paid (bearer guard given by app.ts). */
export const themesRoutes = [
  route(
    {
      method: 'get',
      path: '/api/weekly-theme',
      summary:
        "This week's theme as svc-learning pays it (what it multiplies or counts), its end and the learner's herb badges",
      auth: 'bearer',
      tags: ['themes'],
      responses: { 200: { description: 'Weekly theme', schema: weeklyThemeResponseSchema } },
    },
    (_in, { res }) => weeklyThemeView(authOf(res).userId),
  ),
];
