import { appRouteHandlers, requestParts, type HttpMethod } from '@fff/contracts';
import { validationOf } from './validate';

type Operation = { parameters?: unknown; requestBody?: unknown; 'x-checked-by-handler'?: boolean };

/** JSON as it travels (undefined values dropped), so two descriptions compare by content. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify(value ?? null));

/**
 * Every route of `app` whose request validation differs from its OpenAPI operation in `document`:
 * the parameters and request body buildOpenApi would write for the schemas the route's validate()
 * really runs must equal the document's, and an operation that describes a request must have a
 * validate() behind it unless it is marked `x-checked-by-handler` (RouteDoc.unvalidated). Empty = no drift.
 * Method and path are compared by listAppRoutes; this compares the schemas.
 */
export function findRouteDrift(app: { router: unknown }, document: object): string[] {
  const paths = (document as { paths?: Record<string, Record<string, Operation>> }).paths ?? {};
  const drift: string[] = [];
  for (const [key, handlers] of appRouteHandlers(app)) {
    const [method, path] = key.split(' ') as [HttpMethod, string];
    const op = paths[path]?.[method];
    if (!op) continue; // a route missing from the document is listAppRoutes' finding
    const schemas = validationOf(handlers);
    const described = asJson({ parameters: op.parameters, requestBody: op.requestBody });
    if (!schemas) {
      const promisesValidation = (op.parameters || op.requestBody) && !op['x-checked-by-handler'];
      if (promisesValidation) drift.push(`${key}: described as validated, but the route has no validate()`);
      continue;
    }
    let validated: unknown;
    try {
      const mediaTypes = Object.keys((op.requestBody as { content?: object } | undefined)?.content ?? {});
      const parts = requestParts({
        method,
        path,
        params: schemas.params as never,
        query: schemas.query as never,
        body: schemas.body,
        bodyContentType: mediaTypes[0],
      });
      validated = asJson({ parameters: parts.parameters, requestBody: parts.requestBody });
    } catch (err) {
      drift.push(`${key}: ${(err as Error).message}`);
      continue;
    }
    if (JSON.stringify(validated) !== JSON.stringify(described)) {
      drift.push(
        `${key}: validates ${JSON.stringify(validated)} but is described as ${JSON.stringify(described)}`,
      );
    }
  }
  return drift.sort();
}
