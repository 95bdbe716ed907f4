import { deflateSync } from 'node:zlib';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { authHeaders, type Learner } from '../support/learners';
import { authoredModule } from './learn';

/** The shell's top status bar and its info dialogs. */
export class StatusBar {
  constructor(readonly page: Page) {}

  group() {
    return this.page.getByRole('group', { name: 'Your stats' });
  }

  button(name: RegExp) {
    return this.group().getByRole('button', { name });
  }
}

/** The /profile screen of mf-account. */
export class ProfilePage {
  constructor(readonly page: Page) {}

  async open() {
    await this.page.goto('/profile');
    await expect(this.page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  main() {
    return this.page.getByRole('main');
  }

  tile(name: RegExp) {
    return this.main().getByRole('button', { name });
  }

  recentActivity() {
    return this.main().getByRole('list', { name: 'Recent activity' });
  }

  avatarButton() {
    return this.main().getByRole('button', { name: 'Change profile picture' });
  }

  avatarImage() {
    return this.main().getByTestId('profile-avatar');
  }

  dialog(name: string) {
    return this.page.getByRole('dialog', { name });
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A real PNG of one colour (RGB, 8 bit), generated in the test. */
export function solidPng(size: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

type LevelsBody = { order: number; tracks: { modules: { id: string }[] }[] }[];

/** Plays the first open lesson through the API (first option on each question) so activity exists. */
export async function completeFirstLesson(request: APIRequestContext, learner: Learner): Promise<void> {
  const headers = await authHeaders(request, learner);
  const levels = (await (await request.get('/api/levels', { headers })).json()) as LevelsBody;
  const first = [...levels].sort((a, b) => a.order - b.order)[0];
  const moduleId = first.tracks[0].modules[0].id;
  const path = (await (await request.get(`/api/modules/${moduleId}/lessons`, { headers })).json()) as {
    lessons: { id: string; status: string }[];
  };
  const lesson = path.lessons.find((l) => l.status === 'start') ?? path.lessons[0];
  // Right answers from the authored content: below the 60% pass mark a lesson is not completed.
  // Options are answered by the id this attempt gave them, found by the right option's text.
  const quiz = authoredModule(moduleId).lessons.find((l) => l.id === lesson.id)!.content.quiz;
  const served = (await (await request.get(`/api/lessons/${lesson.id}`, { headers })).json()) as {
    content: { quiz: Array<{ options: Array<{ id: string; text: string }> }> };
  };
  for (let i = 0; i < quiz.length; i++) {
    const optionId = served.content.quiz[i].options.find(
      (o) => o.text === quiz[i].options[quiz[i].correct],
    )!.id;
    await request.post(`/api/lessons/${lesson.id}/answer`, { headers, data: { questionIndex: i, optionId } });
  }
  const done = await request.post(`/api/lessons/${lesson.id}/complete`, {
    headers,
    data: { xpEarned: 15, score: 100 },
  });
  expect(done.ok(), await done.text()).toBeTruthy();
}
