import { directoryEventSchema, type DirectoryEvent } from '@fff/contracts';
import express from 'express';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { registration } from '../../__tests__/helpers';
import { testApp, useIdentityDatabase } from '../../__tests__/test-app';
import { publishDirectoryEvent } from '../directory-events';

useIdentityDatabase();

/** A stand-in for svc-social's /internal/directory/events that records what it receives. */
async function fakeSocial() {
  const events: DirectoryEvent[] = [];
  const app = express();
  app.use(express.json());
  app.post('/internal/directory/events', (req, res) => {
    events.push(directoryEventSchema.parse(req.body));
    res.json({ applied: true });
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { events, url, stop: () => new Promise<void>((r) => server.close(() => r())) };
}

describe('directory events to svc-social', () => {
  it('when someone signs up and later changes, then svc-social receives created and the change, with growing versions', async () => {
    const social = await fakeSocial();
    const { app, outbox } = testApp({ SOCIAL_URL: social.url });
    try {
      const body = registration();
      await request(app).post('/api/auth/register').send(body).expect(201);
      await outbox.drain();
      const created = social.events.find((e) => e.kind === 'created');
      expect(created).toMatchObject({
        kind: 'created',
        user: {
          username: body.username,
          avatarUrl: null,
          profileVisibility: 'public',
          allowFriendRequests: true,
          showOnlineStatus: true,
          showProgressToFriends: true,
        },
      });

      await publishDirectoryEvent({ outbox, now: () => new Date(0) }, 'privacy', created!.userId);
      await publishDirectoryEvent({ outbox, now: () => new Date(0) }, 'deleted', created!.userId);
      await outbox.drain();
      const mine = social.events.filter((e) => e.userId === created!.userId);
      expect(mine.map((e) => e.kind)).toEqual(['created', 'privacy', 'deleted']);
      // Even with a clock standing still, each event is newer than the one before.
      expect(mine[1].version).toBeGreaterThan(mine[0].version);
      expect(mine[2].version).toBeGreaterThan(mine[1].version);
    } finally {
      await social.stop();
    }
  });
});
