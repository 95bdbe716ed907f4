import { startTestDatabase, type TestDatabase } from '@fff/service-kit/testing';
import { ensureSocialIndexes } from '../../shared/indexes';
import { LeagueResultModel } from '../result-model';
import { recordResults, type NewResult } from '../results';

let db: TestDatabase;
beforeAll(async () => {
  db = await startTestDatabase();
  await ensureSocialIndexes();
});
afterAll(() => db.stop());

const cohort = (cohortId: string, size: number): NewResult[] =>
  Array.from({ length: size }, (_, i) => ({
    userId: `${cohortId}-cook-${i}`,
    week: '2027-03-07',
    leagueId: 'teaspoon-tier',
    cohortId,
    position: i + 1,
    cohortSize: size,
    score: 100 - i,
    reward: 0,
    goneCount: 0,
  }));

describe('recordResults', () => {
  it('when one cohort of several was partly recorded before, then only that one is reported as not new and every row is stored once', async () => {
    const [a, b, c] = [cohort('a', 3), cohort('b', 4), cohort('c', 2)];
    expect(await recordResults([b.slice(2)])).toEqual([true]);

    expect(await recordResults([a, b, c, []])).toEqual([true, false, true, true]);
    expect(await recordResults([c])).toEqual([false]);

    expect(await LeagueResultModel.countDocuments({ week: '2027-03-07' })).toBe(9);
  });
});
