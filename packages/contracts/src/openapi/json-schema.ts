import * as z from 'zod/mini';
import type { JsonObject } from './types';

const COMPONENT_PREFIX = '#/components/schemas/';
const DEFS_PREFIX = '#/$defs/';

/** Rewrites every `#/$defs/x` reference to `#/components/schemas/x`. */
function pointRefsAtComponents(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(pointRefsAtComponents);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) =>
      key === '$ref' && typeof value === 'string' && value.startsWith(DEFS_PREFIX)
        ? [key, COMPONENT_PREFIX + value.slice(DEFS_PREFIX.length)]
        : [key, pointRefsAtComponents(value)],
    ),
  );
}

/**
 * Converts zod schemas to OpenAPI 3.1 schema objects (JSON Schema 2020-12) and collects the
 * definitions zod factors out (schemas with an id, cycles) as shared components, because a
 * `#/$defs/…` reference would resolve against the document root and break.
 */
export class SchemaCollector {
  readonly components: Record<string, JsonObject> = {};

  /** Requests are described as the caller sends them (input), answers as the service sends them (output). */
  convert(schema: z.core.$ZodType, io: 'input' | 'output'): JsonObject {
    const json = z.toJSONSchema(schema, {
      io,
      target: 'draft-2020-12',
      // z.unknown(), transforms and the like become {} (anything) instead of failing the build.
      unrepresentable: 'any',
    }) as JsonObject;
    const { $schema: _ignored, $defs, ...rest } = pointRefsAtComponents(json) as JsonObject;
    for (const [id, def] of Object.entries(($defs ?? {}) as Record<string, JsonObject>)) this.add(id, def);
    return rest;
  }

  /** Registers a named component; the same id must always mean the same schema. */
  add(id: string, schema: JsonObject): void {
    const existing = this.components[id];
    if (existing && JSON.stringify(existing) !== JSON.stringify(schema)) {
      throw new Error(`Two different schemas share the component id '${id}'`);
    }
    this.components[id] = schema;
  }
}
