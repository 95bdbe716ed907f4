import { startTestDatabase, type TestDatabase } from '@fff/service-kit/testing';
import { lessonIdsOf, seedRealContent } from './learner';
import { testApp } from './test-app';

/** Each test file's own fresh, empty database, stopped after the file. */
export function useLearningDatabase(): void {
  let db: TestDatabase | undefined;
  beforeAll(async () => {
    db = await startTestDatabase();
  });
  afterAll(() => db?.stop());
}

/**
 * The real app on the test file's own database seeded with the real curriculum. `lessons` is
 * filled before the tests run with the first module's lesson ids (Kitchen Safety Basics), in order.
 */
export function useLearningTestApp(overrides: Record<string, string> = {}) {
  useLearningDatabase();
  const lessons: string[] = [];
  beforeAll(async () => {
    await seedRealContent();
    lessons.push(...(await lessonIdsOf('kitchen-safety-basics')));
  });
  return { app: testApp(overrides), lessons };
}
