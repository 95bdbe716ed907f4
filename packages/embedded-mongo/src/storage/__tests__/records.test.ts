import { decodeRecords, encodeRecord } from '../records';

describe('journal records', () => {
  it('when the last record is cut short or corrupted, then decoding stops before it', () => {
    const a = encodeRecord({ op: 'put', n: 1 });
    const b = encodeRecord({ op: 'put', n: 2 });
    const torn = Buffer.concat([a, b.subarray(0, b.length - 3)]);
    expect(decodeRecords(torn)).toEqual({ records: [{ op: 'put', n: 1 }], validBytes: a.length });
    const flipped = Buffer.concat([a, b]);
    flipped[flipped.length - 2] ^= 0xff;
    expect(decodeRecords(flipped).records).toHaveLength(1);
    expect(decodeRecords(Buffer.concat([a, b])).records).toHaveLength(2);
  });
});
