import { duplicateInsertPositions } from '../duplicate-key';

const dup = (index: number) => ({ index, code: 11000 });

describe('duplicateInsertPositions', () => {
  it('when every failed write was a key already stored, then their positions come back', () => {
    expect(duplicateInsertPositions({ writeErrors: [dup(1), dup(4)] })).toEqual([1, 4]);
    // The raw form some drivers give: { err: { index, code } }.
    expect(duplicateInsertPositions({ writeErrors: [{ err: { index: 2, code: 11000 } }] })).toEqual([2]);
  });

  it('when one failure is not a duplicate key, then the error is rethrown', () => {
    const err = { writeErrors: [dup(0), { index: 1, code: 121 }] };
    expect(() => duplicateInsertPositions(err)).toThrow(expect.objectContaining(err) as unknown as Error);
    expect(() => duplicateInsertPositions(new Error('network'))).toThrow('network');
  });

  it('when the error is a duplicate key without its list, then the positions are unknown', () => {
    expect(duplicateInsertPositions({ code: 11000 })).toBeUndefined();
  });
});
