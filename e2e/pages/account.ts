import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { seriousAxeIssues } from '../support/axe';
import { authHeaders, type Learner } from '../support/learners';

/** The account and data pages of mf-account (/settings and the pages behind it). */
export class AccountPages {
  constructor(readonly page: Page) {}

  /** Opens a page and waits for its h1. */
  async open(path: string, title: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  }

  /** The toast region's text (the shell shows one toast at a time). */
  toast(text: string | RegExp) {
    return this.page.getByRole('region').getByText(text).first();
  }

  field(label: string | RegExp) {
    return this.page.getByRole('main').getByLabel(label, { exact: typeof label === 'string' });
  }

  button(name: string | RegExp) {
    return this.page.getByRole('main').getByRole('button', { name });
  }

  /** Axe's serious and critical findings on the current page (empty when clean). */
  seriousA11yIssues(): Promise<string[]> {
    return seriousAxeIssues(this.page);
  }
}

type Levels = { order: number; tracks: { modules: { id: string }[] }[] }[];

/**
 * Passes the first open lesson through the API so the learner has XP, an activity and a completed
 * lesson: a first run reveals each correct answer, a restart then answers them all correctly.
 */
export async function passFirstLesson(request: APIRequestContext, learner: Learner): Promise<void> {
  const headers = await authHeaders(request, learner);
  const get = async <T>(path: string) => (await (await request.get(path, { headers })).json()) as T;
  const levels = await get<Levels>('/api/levels');
  const moduleId = [...levels].sort((a, b) => a.order - b.order)[0].tracks[0].modules[0].id;
  const { lessons } = await get<{ lessons: { id: string; status: string }[] }>(
    `/api/modules/${moduleId}/lessons`,
  );
  const lesson = lessons.find((l) => l.status === 'start') ?? lessons[0];
  type Served = { content: { quiz: Array<{ options: Array<{ id: string; text: string }> }> } };
  const answer = async (questionIndex: number, optionId: string) =>
    (await (
      await request.post(`/api/lessons/${lesson.id}/answer`, { headers, data: { questionIndex, optionId } })
    ).json()) as { correct: boolean; correctOptionId: string };
  // Options are answered by id; ids are drawn per attempt, so the lesson is read again after a restart.
  const { content } = await get<Served>(`/api/lessons/${lesson.id}`);
  const firstRun: Array<{ correct: boolean; correctOptionId: string }> = [];
  for (const [i, q] of content.quiz.entries()) firstRun.push(await answer(i, q.options[0].id));
  if (firstRun.some((a) => !a.correct)) {
    // The right option's text is the same in the new attempt; its id is not.
    const rightText = content.quiz.map(
      (q, i) => q.options.find((o) => o.id === firstRun[i].correctOptionId)?.text,
    );
    expect((await request.post(`/api/lessons/${lesson.id}/restart`, { headers })).ok()).toBeTruthy();
    const again = await get<Served>(`/api/lessons/${lesson.id}`);
    for (const [i, q] of again.content.quiz.entries())
      await answer(i, q.options.find((o) => o.text === rightText[i])!.id);
  }
  const done = await request.post(`/api/lessons/${lesson.id}/complete`, { headers, data: {} });
  expect(done.ok(), await done.text()).toBeTruthy();
}
