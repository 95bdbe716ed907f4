// Backward compatibility of a service's OpenAPI document against its last release: what a remote (or
// another service) built against the released document relies on must still hold. Requests must be
// accepted as before (no new required field or parameter, no narrowed type, enum or bound); responses
// must still carry what they carried (no removed operation, field or guarantee of presence).

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
/** Bounds a request value must satisfy: raising a lower one or lowering an upper one narrows it. */
const LOWER_BOUNDS = ['minimum', 'exclusiveMinimum', 'minLength', 'minItems'];
const UPPER_BOUNDS = ['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems'];
const MAX_DEPTH = 32;

/** `schema` with a local `$ref` followed (`#/components/schemas/X`). */
function resolve(doc, schema) {
  let current = schema ?? {};
  for (let hops = 0; current.$ref && hops < 20; hops += 1) {
    const name = /^#\/components\/schemas\/(.+)$/.exec(current.$ref)?.[1];
    current = (name && doc.components?.schemas?.[name]) || {};
  }
  return current;
}

/** The JSON types a schema admits, or undefined when it says nothing (any value). */
function typesOf(doc, raw) {
  const schema = resolve(doc, raw);
  const branches = schema.anyOf ?? schema.oneOf;
  if (branches) {
    const sets = branches.map((b) => typesOf(doc, b));
    return sets.some((s) => s === undefined) ? undefined : new Set(sets.flatMap((s) => [...s]));
  }
  if (schema.const !== undefined) return new Set([schema.const === null ? 'null' : typeof schema.const]);
  if (schema.type === undefined) return undefined;
  const types = new Set(Array.isArray(schema.type) ? schema.type : [schema.type]);
  if (schema.nullable) types.add('null');
  // An integer is a number: widening integer to number is not a narrowing.
  if (types.has('number')) types.add('integer');
  return types;
}

/** The one non-null branch of a nullable union (`anyOf: [X, {type: 'null'}]`), else the schema. */
function unwrapNullable(doc, raw) {
  const schema = resolve(doc, raw);
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches) return schema;
  const real = branches.filter((b) => resolve(doc, b).type !== 'null');
  return real.length === 1 ? resolve(doc, real[0]) : schema;
}

/**
 * Problems of `next` against `prev` for one value. `direction` 'request': the server must accept
 * whatever it accepted. 'response': the client must still get whatever it was promised. 'read': a
 * client built against `next` must accept whatever `prev` answered (version skew: remotes released
 * before their service); as 'request', except that an unknown field is no problem (zod strips it).
 */
function compareSchema(ctx, prevRaw, nextRaw, where, direction, depth = 0) {
  const accepting = direction === 'request' || direction === 'read';
  const field = direction === 'read' ? 'response field' : 'request field';
  // A self-referencing schema would recurse for ever; no real shape is nested this deep.
  if (depth > MAX_DEPTH) return [];
  const prev = unwrapNullable(ctx.prev, prevRaw);
  const next = unwrapNullable(ctx.next, nextRaw);
  const problems = [];
  const prevTypes = typesOf(ctx.prev, prevRaw);
  const nextTypes = typesOf(ctx.next, nextRaw);
  if (accepting) {
    const lost =
      prevTypes === undefined
        ? nextTypes
          ? ['any']
          : []
        : [...prevTypes].filter((t) => nextTypes && !nextTypes.has(t));
    if (lost.length) problems.push(`${where}: type narrowed, ${lost.join(', ')} no longer accepted`);
    if (next.enum) {
      const dropped = prev.enum ? prev.enum.filter((v) => !next.enum.includes(v)) : ['any value'];
      if (dropped.length)
        problems.push(`${where}: enum narrowed, ${dropped.map(String).join(', ')} no longer accepted`);
    }
    for (const key of LOWER_BOUNDS)
      if (next[key] !== undefined && (prev[key] === undefined || next[key] > prev[key]))
        problems.push(`${where}: ${key} raised to ${next[key]}`);
    for (const key of UPPER_BOUNDS)
      if (next[key] !== undefined && (prev[key] === undefined || next[key] < prev[key]))
        problems.push(`${where}: ${key} lowered to ${next[key]}`);
    if (next.pattern !== undefined && next.pattern !== prev.pattern)
      problems.push(`${where}: pattern changed`);
  } else if (prevTypes && nextTypes) {
    const added = [...nextTypes].filter(
      (t) => !prevTypes.has(t) && !(t === 'integer' && prevTypes.has('number')),
    );
    if (added.length) problems.push(`${where}: may now be ${added.join(', ')}`);
  }
  const prevProps = prev.properties ?? {};
  const nextProps = next.properties ?? {};
  const prevRequired = new Set(prev.required ?? []);
  const nextRequired = new Set(next.required ?? []);
  if (accepting) {
    for (const name of nextRequired)
      if (!prevRequired.has(name)) problems.push(`${where}.${name}: new required ${field}`);
    if (direction === 'request' && next.additionalProperties === false)
      for (const name of Object.keys(prevProps))
        if (!(name in nextProps)) problems.push(`${where}.${name}: request field no longer accepted`);
  } else {
    for (const name of Object.keys(prevProps)) {
      if (!(name in nextProps)) problems.push(`${where}.${name}: response field removed`);
      else if (prevRequired.has(name) && !nextRequired.has(name))
        problems.push(`${where}.${name}: response field no longer always present`);
    }
  }
  for (const name of Object.keys(prevProps))
    if (name in nextProps)
      problems.push(
        ...compareSchema(ctx, prevProps[name], nextProps[name], `${where}.${name}`, direction, depth + 1),
      );
  if (prev.items && next.items)
    problems.push(...compareSchema(ctx, prev.items, next.items, `${where}[]`, direction, depth + 1));
  return problems;
}

const jsonSchema = (content) => content?.['application/json']?.schema;

function compareOperation(ctx, prevOp, nextOp, label) {
  const problems = [];
  const key = (p) => `${p.in} ${p.name}`;
  const prevParams = new Map((prevOp.parameters ?? []).map((p) => [key(p), p]));
  for (const param of nextOp.parameters ?? []) {
    const before = prevParams.get(key(param));
    const where = `${label} ${param.in} parameter ${param.name}`;
    if (param.required && !before?.required) problems.push(`${where}: newly required`);
    if (before) problems.push(...compareSchema(ctx, before.schema, param.schema, where, 'request'));
  }
  const prevBody = prevOp.requestBody;
  const nextBody = nextOp.requestBody;
  if (nextBody?.required && !prevBody?.required) problems.push(`${label} request body: newly required`);
  if (jsonSchema(prevBody?.content) && jsonSchema(nextBody?.content))
    problems.push(
      ...compareSchema(
        ctx,
        jsonSchema(prevBody.content),
        jsonSchema(nextBody.content),
        `${label} body`,
        'request',
      ),
    );
  for (const [status, prevResponse] of Object.entries(prevOp.responses ?? {})) {
    const before = jsonSchema(prevResponse.content);
    const after = jsonSchema(nextOp.responses?.[status]?.content);
    if (before && after)
      problems.push(...compareSchema(ctx, before, after, `${label} ${status} response`, 'response'));
  }
  return problems;
}

/** Every incompatibility of `next` against the released `prev` document, as readable lines. */
export function breakingChanges(prev, next) {
  const ctx = { prev, next };
  const problems = [];
  for (const [path, prevItem] of Object.entries(prev.paths ?? {})) {
    for (const method of METHODS) {
      if (!prevItem[method]) continue;
      const label = `${method.toUpperCase()} ${path}`;
      const nextOp = next.paths?.[path]?.[method];
      if (!nextOp) problems.push(`${label}: operation removed`);
      else problems.push(...compareOperation(ctx, prevItem[method], nextOp, label));
    }
  }
  return problems;
}

/**
 * Version skew the other way: every answer of the released `prev` that a client built against `next`
 * (the contracts of this commit, with which the remotes parse each reply) would refuse, as readable
 * lines. Operations new in `next` are not asked of `prev`.
 */
export function unreadableAnswers(prev, next) {
  const ctx = { prev, next };
  const problems = [];
  for (const [path, prevItem] of Object.entries(prev.paths ?? {}))
    for (const method of METHODS) {
      const nextOp = next.paths?.[path]?.[method];
      if (!prevItem[method] || !nextOp) continue;
      for (const [status, prevResponse] of Object.entries(prevItem[method].responses ?? {})) {
        const before = jsonSchema(prevResponse.content);
        const after = jsonSchema(nextOp.responses?.[status]?.content);
        if (before && after && /^2/.test(status))
          problems.push(
            ...compareSchema(ctx, before, after, `${method.toUpperCase()} ${path} ${status}`, 'read'),
          );
      }
    }
  return problems;
}

/** Major number of a semver string. */
const major = (version) => Number(String(version).split('.')[0]);

/**
 * A release may break its document only when it says so: its version's major number is above the
 * released one's (svc-x/package.json "version", e.g. 1.4.0 -> 2.0.0).
 */
export function isMarkedBreaking(releasedVersion, nextVersion) {
  return major(nextVersion) > major(releasedVersion);
}
