// The update operators, applied to one concrete path of a (cloned) document.
import { Query } from '../mingo';
import { Timestamp } from 'bson';
import { MongoError, type Doc } from '../errors';
import { clone, compareValues, formatValue, isNumeric, isPlainObject, keyOf, toNumber } from '../storage/values';
import { getAt, setAt, typeName, unsetAt } from './fields';
import { arithmetic, zeroLike } from './numbers';

export type OperatorFn = (doc: Doc, segs: string[], arg: unknown) => void;

const idText = (doc: Doc): string => `{_id: ${formatValue(doc._id)}}`;
const pathOf = (segs: string[]): string => segs.join('.');

function arith(name: '$inc' | '$mul'): OperatorFn {
  return (doc, segs, arg) => {
    if (!isNumeric(arg)) {
      const verb = name === '$inc' ? 'increment' : 'multiply';
      throw new MongoError('TypeMismatch', `Cannot ${verb} with non-numeric argument: {${pathOf(segs)}: ${formatValue(arg)}}`);
    }
    const cur = getAt(doc, segs);
    if (cur === undefined) return setAt(doc, segs, name === '$inc' ? clone(arg) : zeroLike(arg));
    if (!isNumeric(cur)) {
      throw new MongoError('TypeMismatch', `Cannot apply ${name} to a value of non-numeric type. ${idText(doc)} has the field '${segs[segs.length - 1]}' of non-numeric type ${typeName(cur)}`);
    }
    setAt(doc, segs, arithmetic(name === '$inc' ? 'add' : 'mul', cur, arg));
  };
}

function minMax(sign: 1 | -1): OperatorFn {
  return (doc, segs, arg) => {
    const cur = getAt(doc, segs);
    if (cur === undefined || compareValues(arg, cur) * sign < 0) setAt(doc, segs, clone(arg));
  };
}

function arrayAt(doc: Doc, segs: string[], op: string): unknown[] | undefined {
  const cur = getAt(doc, segs);
  if (cur === undefined) return undefined;
  if (!Array.isArray(cur)) {
    if (op === '$pull' || op === '$pullAll') throw new MongoError('BadValue', 'Cannot apply $pull to a non-array value');
    if (op === '$pop') throw new MongoError('TypeMismatch', `Path '${pathOf(segs)}' contains an element of non-array type '${typeName(cur)}'`);
    throw new MongoError('BadValue', `The field '${pathOf(segs)}' must be an array but is of type ${typeName(cur)} in document ${idText(doc)}`);
  }
  return cur;
}

function sortItems(items: unknown[], spec: unknown): void {
  if (isPlainObject(spec)) {
    const fields = Object.entries(spec);
    items.sort((a, b) => {
      for (const [f, d] of fields) {
        const c = compareValues(getAt(a as Doc, f.split('.')), getAt(b as Doc, f.split('.'))) * toNumber(d);
        if (c) return c;
      }
      return 0;
    });
  } else items.sort((a, b) => compareValues(a, b) * toNumber(spec));
}

const push: OperatorFn = (doc, segs, arg) => {
  const existing = arrayAt(doc, segs, '$push');
  const arr = existing ?? [];
  const mods = isPlainObject(arg) && '$each' in arg ? arg : undefined;
  const items = mods ? (mods.$each as unknown[]) : [arg];
  if (!Array.isArray(items)) throw new MongoError('BadValue', `The argument to $each in $push must be an array but it was of type: ${typeName(items)}`);
  let pos = mods?.$position !== undefined ? toNumber(mods.$position) : arr.length;
  if (pos < 0) pos = Math.max(0, arr.length + pos);
  arr.splice(Math.min(pos, arr.length), 0, ...items.map(clone));
  if (mods?.$sort !== undefined) sortItems(arr, mods.$sort);
  if (mods?.$slice !== undefined) {
    const n = toNumber(mods.$slice);
    const kept = n >= 0 ? arr.slice(0, n) : arr.slice(Math.max(0, arr.length + n));
    arr.splice(0, arr.length, ...kept);
  }
  if (!existing) setAt(doc, segs, arr);
};

const addToSet: OperatorFn = (doc, segs, arg) => {
  const existing = arrayAt(doc, segs, '$addToSet');
  const arr = existing ?? [];
  const items = isPlainObject(arg) && '$each' in arg ? (arg.$each as unknown[]) : [arg];
  const seen = new Set(arr.map(keyOf));
  for (const item of items) {
    const k = keyOf(item);
    if (!seen.has(k)) { seen.add(k); arr.push(clone(item)); }
  }
  if (!existing) setAt(doc, segs, arr);
};

function pullMatcher(cond: unknown): (el: unknown) => boolean {
  if (isPlainObject(cond)) {
    const hasOps = Object.keys(cond).some((k) => k.startsWith('$'));
    if (hasOps) { const q = new Query({ v: cond }); return (el) => q.test({ v: el }); }
    const q = new Query(cond);
    return (el) => isPlainObject(el) && q.test(el);
  }
  if (cond instanceof RegExp) return (el) => typeof el === 'string' && cond.test(el);
  const k = keyOf(cond);
  return (el) => keyOf(el) === k;
}

const pull: OperatorFn = (doc, segs, arg) => {
  const arr = arrayAt(doc, segs, '$pull');
  if (!arr) return;
  const match = pullMatcher(arg);
  setAt(doc, segs, arr.filter((el) => !match(el)));
};

const pullAll: OperatorFn = (doc, segs, arg) => {
  if (!Array.isArray(arg)) throw new MongoError('BadValue', `$pullAll requires an array argument but was given a ${typeName(arg)}`);
  const arr = arrayAt(doc, segs, '$pullAll');
  if (!arr) return;
  const drop = new Set(arg.map(keyOf));
  setAt(doc, segs, arr.filter((el) => !drop.has(keyOf(el))));
};

const pop: OperatorFn = (doc, segs, arg) => {
  const arr = arrayAt(doc, segs, '$pop');
  if (!arr || !arr.length) return;
  if (toNumber(arg) < 0) arr.shift();
  else arr.pop();
};

const currentDate: OperatorFn = (doc, segs, arg) => {
  const ts = isPlainObject(arg) && arg.$type === 'timestamp';
  setAt(doc, segs, ts ? Timestamp.fromNumber(Math.floor(Date.now() / 1000) * 2 ** 32) : new Date());
};

export const OPERATORS: Record<string, OperatorFn> = {
  $set: (doc, segs, arg) => setAt(doc, segs, clone(arg)),
  $setOnInsert: (doc, segs, arg) => setAt(doc, segs, clone(arg)),
  $unset: (doc, segs) => unsetAt(doc, segs),
  $inc: arith('$inc'),
  $mul: arith('$mul'),
  $min: minMax(1),
  $max: minMax(-1),
  $push: push,
  $addToSet: addToSet,
  $pull: pull,
  $pullAll: pullAll,
  $pop: pop,
  $currentDate: currentDate,
};
