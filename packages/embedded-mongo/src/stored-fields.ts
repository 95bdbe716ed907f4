// Some top-level fields of a stored document, cut from its BSON bytes without decoding the others: a find
// projecting a few fields of documents that also hold large arrays (a progression's appliedOps) decodes only
// what it returns. Each element's bytes are copied as they are, so the result is the BSON of the document those
// fields make, and decoding it gives the values a full decode would give for them.
import { BSON } from 'bson';

/** What bson's parseToElements gives for each top-level element (its Element, not exported by bson). */
type Element = [type: number, nameOffset: number, nameLength: number, offset: number, length: number];

const UNDEFINED = 0x06;
const ID = Buffer.from('_id');

/** Which top-level fields to take: the named ones (include) or all but them; `_id` by keepId, always first. */
export interface FieldSelection {
  keepId: boolean;
  include: boolean;
  /** The named fields' names as UTF-8 bytes, by byte length (an element's name is compared with few). */
  names: Map<number, Uint8Array[]>;
}

export function fieldSelection(keepId: boolean, include: boolean, names: Iterable<string>): FieldSelection {
  const byLength = new Map<number, Uint8Array[]>();
  for (const name of names) {
    const bytes = Buffer.from(name, 'utf8');
    byLength.set(bytes.length, [...(byLength.get(bytes.length) ?? []), bytes]);
  }
  return { keepId, include, names: byLength };
}

function sameName(raw: Uint8Array, offset: number, length: number, name: Uint8Array): boolean {
  if (name.length !== length) return false;
  for (let i = 0; i < length; i++) if (raw[offset + i] !== name[i]) return false;
  return true;
}

/**
 * The BSON document of the selected fields (`_id` first, then the stored order), or undefined when a taken
 * field holds BSON undefined in an inclusion, which a projection would leave out (never stored: documents are
 * written without undefined values, so this is only a guard).
 */
export function selectFields(raw: Uint8Array, selection: FieldSelection): Uint8Array | undefined {
  const elements = BSON.onDemand.parseToElements(raw) as Element[];
  let id: Element | undefined;
  const taken: Element[] = [];
  let size = 4 + 1;
  for (const element of elements) {
    const [type, nameOffset, nameLength, offset, length] = element;
    if (sameName(raw, nameOffset, nameLength, ID)) {
      if (!selection.keepId) continue;
      id = element;
    } else {
      const named =
        selection.names.get(nameLength)?.some((name) => sameName(raw, nameOffset, nameLength, name)) ?? false;
      if (named !== selection.include) continue;
      if (type === UNDEFINED && selection.include) return undefined;
      taken.push(element);
    }
    size += offset + length - (nameOffset - 1);
  }
  const out = Buffer.allocUnsafe(size);
  out.writeInt32LE(size, 0);
  let at = 4;
  const copy = ([, nameOffset, , offset, length]: Element) => {
    const from = nameOffset - 1;
    const to = offset + length;
    // Most fields are a few bytes: a loop beats making a view for set().
    if (to - from > 64) out.set(raw.subarray(from, to), at);
    else for (let i = from; i < to; i++) out[at + i - from] = raw[i];
    at += to - from;
  };
  if (id) copy(id);
  for (const element of taken) copy(element);
  out[at] = 0;
  return out;
}
