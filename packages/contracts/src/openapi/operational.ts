import * as z from 'zod/mini';
import type { RouteDoc } from './types';

/** Routes every service gets from service-kit's createApp, plus its own /openapi.json. */
export function operationalRoutes(): RouteDoc[] {
  const tags = ['operations'];
  return [
    {
      method: 'get',
      path: '/healthz',
      summary: 'Liveness: the process answers',
      auth: 'none',
      tags,
      responses: { 200: { description: 'Alive', schema: z.object({ status: z.literal('ok') }) } },
    },
    {
      method: 'get',
      path: '/readyz',
      summary: 'Readiness: the database answers a ping',
      auth: 'none',
      tags,
      responses: {
        200: { description: 'Ready', schema: z.object({ status: z.literal('ready') }) },
        503: {
          description: 'Not ready yet (error `not_ready`)',
          schema: z.object({ error: z.string(), message: z.string() }),
        },
      },
    },
    {
      method: 'get',
      path: '/metrics',
      summary: 'Prometheus metrics',
      auth: 'none',
      tags,
      responses: { 200: { description: 'Prometheus text format', contentType: 'text/plain' } },
    },
    {
      method: 'get',
      path: '/openapi.json',
      summary: 'This OpenAPI description (internal port only, not routed by the gateway)',
      auth: 'none',
      tags,
      responses: { 200: { description: 'OpenAPI 3.1 document', schema: z.record(z.string(), z.unknown()) } },
    },
  ];
}
