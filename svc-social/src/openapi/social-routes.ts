import { docsOf } from '@fff/service-kit';
import { chatRoutes } from '../chat/routes';
import { directoryInternalRoutes } from '../directory/routes';
import { friendRoutes } from '../friends/routes';
import { giftRoutes } from '../gifts/routes';
import { safetyRoutes } from '../safety/routes';

/** Friends, requests, search, chat, blocks, reports, gifts and the directory feed: declared with their routes. */
export const socialGraphRoutes = docsOf([
  ...friendRoutes,
  ...chatRoutes,
  ...safetyRoutes,
  ...giftRoutes,
  ...directoryInternalRoutes,
]);
