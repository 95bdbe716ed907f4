import { INTERNAL_CALLERS, type RouteDoc } from '@fff/contracts';
import type { RequestListener } from 'node:http';
import { serveDuringSuite } from './http';
import { internalHeaders } from './internal';

/** What describeDeclaredAuth needs from a service. */
export interface DeclaredAuthOptions {
  /** The service's real app, built from the same routes array. */
  build: () => { app: RequestListener };
  /** The service's routes as its OpenAPI document describes them (`docsOf(routes)`). */
  routes: () => readonly RouteDoc[];
}

// Any value fits a path parameter: the guard answers before the parameters are validated.
const concretePath = (path: string) => path.replace(/\{[^}]+\}/g, '0123456789abcdef01234567');
const name = (doc: RouteDoc) => `${doc.method.toUpperCase()} ${doc.path}`;

/**
 * Every route is protected as it declares, generated from the service's routes (a new route is
 * covered without a new test): a `bearer` route answers 401 without a token, an `optional-bearer`
 * one answers without one, an `internal` one answers 401 without a credential and 403 to each
 * known caller it does not name.
 */
export function describeDeclaredAuth(service: string, options: DeclaredAuthOptions): void {
  describe(`${service} routes are protected as declared`, () => {
    const { call } = serveDuringSuite(options.build().app);
    const docs = options.routes();
    const of = (auth: RouteDoc['auth']) => docs.filter((d) => d.auth === auth);
    const json = { 'content-type': 'application/json' };
    const send = (doc: RouteDoc, headers: Record<string, string> = {}) => {
      const method = doc.method.toUpperCase();
      const body = method === 'GET' ? undefined : '{}';
      return call(method, concretePath(doc.path), { ...json, ...headers }, body);
    };

    for (const doc of of('bearer'))
      it(`when ${name(doc)} is called without a token, then 401`, async () => {
        expect((await send(doc)).status).toBe(401);
      });

    for (const doc of of('optional-bearer'))
      it(`when ${name(doc)} (sign-in optional) is called without a token, then it is not refused for sign-in`, async () => {
        expect((await send(doc)).status).not.toBe(401);
      });

    for (const doc of of('internal')) {
      it(`when ${name(doc)} is called without a credential, then 401`, async () => {
        expect((await send(doc)).status).toBe(401);
      });
      for (const caller of INTERNAL_CALLERS.filter((c) => !doc.callers?.includes(c)))
        it(`when ${name(doc)} is called by ${caller}, which it does not name, then 403`, async () => {
          expect((await send(doc, internalHeaders(caller))).status).toBe(403);
        });
    }
  });
}
