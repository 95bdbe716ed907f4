import { lessonResponseSchema } from '@fff/contracts';
import { learner } from '../../__tests__/learner';
import { useLearningTestApp } from '../../__tests__/use-test-app';
import { authoredIndexOf, newAttemptSeed, optionId, servedOptions } from '../option-order';

const { app, lessons } = useLearningTestApp();

const OPTIONS = ['first', 'second', 'third', 'fourth'];

describe('option order (unit)', () => {
  it('when many attempts are drawn, then the authored first option lands at every position about equally often', () => {
    const counts = [0, 0, 0, 0];
    const draws = 4000;
    for (let n = 0; n < draws; n++) {
      const served = servedOptions(newAttemptSeed(), 0, OPTIONS);
      counts[served.findIndex((o) => o.text === 'first')]++;
    }
    for (const c of counts) expect(c / draws).toBeGreaterThan(0.2);
  });

  it('when a question has pictures, then each served option carries its own picture wherever it lands', () => {
    const pictures = ['cut-batonnet', 'cut-julienne', 'cut-rondelle', 'cut-medium-dice'] as const;
    const served = servedOptions(newAttemptSeed(), 0, OPTIONS, pictures);
    for (const o of served) expect(o.picture).toBe(pictures[OPTIONS.indexOf(o.text)]);
    expect(servedOptions(newAttemptSeed(), 0, OPTIONS).some((o) => 'picture' in o)).toBe(false);
  });

  it('when an id is looked up, then it maps back to its authored position only within its own attempt', () => {
    const seed = newAttemptSeed();
    const id = optionId(seed, 2, 3);
    expect(authoredIndexOf(seed, 2, OPTIONS.length, id)).toBe(3);
    expect(authoredIndexOf(seed, 1, OPTIONS.length, id)).toBe(-1);
    expect(authoredIndexOf(newAttemptSeed(), 2, OPTIONS.length, id)).toBe(-1);
  });
});

describe('GET /api/lessons/:id option order', () => {
  const served = async (me: ReturnType<typeof learner>) =>
    lessonResponseSchema.parse((await me.get(`/api/lessons/${lessons[0]}`)).body).content.quiz;
  const texts = (quiz: Awaited<ReturnType<typeof served>>) => quiz.map((q) => q.options.map((o) => o.text));
  const ids = (quiz: Awaited<ReturnType<typeof served>>) => quiz.map((q) => q.options.map((o) => o.id));

  it('when the same attempt is reloaded, then its options keep their order and ids', async () => {
    const me = learner(app);
    const first = await served(me);
    const reload = await served(me);
    expect(ids(reload)).toEqual(ids(first));
    expect(texts(reload)).toEqual(texts(first));
  });

  it('when the lesson is restarted, then the new attempt has new ids and a new order', async () => {
    const me = learner(app);
    const before = await served(me);
    const orders = new Set([JSON.stringify(texts(before))]);
    for (let n = 0; n < 3; n++) {
      expect((await me.post(`/api/lessons/${lessons[0]}/restart`)).status).toBe(200);
      const after = await served(me);
      expect(ids(after).flat()).not.toEqual(expect.arrayContaining([ids(before).flat()[0]]));
      orders.add(JSON.stringify(texts(after)));
    }
    // Four attempts of a whole quiz all in one order would happen about once in 10^13 draws.
    expect(orders.size).toBeGreaterThan(1);
  });

  it('when two learners open the same lesson, then each gets an order of their own', async () => {
    const a = await served(learner(app));
    const b = await served(learner(app));
    expect(ids(a)).not.toEqual(ids(b));
  });
});
