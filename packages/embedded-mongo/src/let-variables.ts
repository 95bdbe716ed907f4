// A command's `let` document: variables its filter ($expr), update pipeline and aggregation read as `$$name`.
import { Aggregator } from './mingo';
import { plainNumbers } from './bson-values';
import { MongoError, type Doc } from './errors';
import { isPlainObject } from './storage/values';

// MongoDB's rule for user variable names (Variables::validateNameForUserWrite): a lowercase ASCII letter or a
// non-ASCII character first, then letters, digits and underscores (CURRENT, ROOT, NOW… stay system variables).
const FIRST = /^[a-z\u0080-\uffff]/;
const REST = /^[A-Za-z0-9_\u0080-\uffff]*$/;

function checkName(name: string): void {
  const fail = (message: string, code: number): never => {
    throw new MongoError('FailedToParse', message, {}, code);
  };
  if (name === '') fail('empty variable names are not allowed', 16866);
  if (!FIRST.test(name)) fail(`'${name}' starts with an invalid character for a user variable name`, 16867);
  if (!REST.test(name.slice(1))) fail(`'${name}' contains an invalid character for a variable name`, 16868);
}

const isExpression = (v: unknown): boolean =>
  (typeof v === 'string' && v.startsWith('$')) ||
  (isPlainObject(v) && Object.keys(v).some((k) => k.startsWith('$'))) ||
  (Array.isArray(v) && v.some(isExpression));

/**
 * The command's variables, evaluated once as MongoDB does (a constant is kept as decoded, so it compares with
 * stored values exactly as a filter's constant would); undefined when the command has none.
 */
export function letVariables(cmd: Doc): Doc | undefined {
  const spec = cmd.let;
  if (spec === undefined) return undefined;
  if (!isPlainObject(spec))
    throw new MongoError('TypeMismatch', "BSON field 'let' is the wrong type, expected type 'object'");
  const out: Doc = {};
  for (const [name, value] of Object.entries(spec)) {
    checkName(name);
    out[name] = isExpression(value)
      ? (new Aggregator([{ $replaceWith: { v: plainNumbers(value) } }]).run([{}])[0] as Doc).v
      : value;
  }
  return out;
}
