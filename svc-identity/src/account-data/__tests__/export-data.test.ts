import { exportFileSchema } from '@fff/contracts';
import { leaksSecrets } from '../../__tests__/helpers';
import { useAccountDataWorld } from './world';

const { world, member, callsFor } = useAccountDataWorld();

describe('POST /api/user/export-data', () => {
  it('when all types are asked, then one file holds identity, learning and social data and nothing secret or of a stranger', async () => {
    const stranger = await member();
    const me = await member();
    const res = await me.post('/api/user/export-data', { currentPassword: me.password });
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="fork-to-flame-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = exportFileSchema.parse(res.body);
    expect(file.types).toEqual(['profile', 'progress', 'achievements', 'friends', 'activities', 'settings']);
    expect(file.profile).toMatchObject({ id: me.id, email: me.email, username: me.username });
    expect(file.settings).toMatchObject({ allowDataCollection: true, accountType: 'Free' });
    expect(file.progress).toEqual({ from: 'learning', userId: me.id });
    expect(file.activities).toEqual({ from: 'learning', userId: me.id });
    expect(file.friends).toEqual({ from: 'social', userId: me.id });
    const text = JSON.stringify(res.body);
    expect(leaksSecrets(text)).toBe(false);
    expect(text).not.toContain(stranger.email);
    expect(text).not.toContain(stranger.id);
    expect(text).not.toMatch(/isDeveloper|referredBy/);
  });

  it('when only profile and settings are asked, then no other service is called', async () => {
    const me = await member();
    const res = await me.post('/api/user/export-data', {
      currentPassword: me.password,
      types: ['settings', 'profile'],
    });
    expect(Object.keys(res.body).sort()).toEqual([
      'app',
      'exportedAt',
      'profile',
      'settings',
      'types',
      'userId',
    ]);
    expect(callsFor(world.learning, '/internal/account-data/export', me.id)).toHaveLength(0);
  });

  it('when no type is chosen, then 400 with the spec message', async () => {
    const me = await member();
    const res = await me.post('/api/user/export-data', { currentPassword: me.password, types: [] });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Please select at least one data type to export');
  });

  it.each([
    ['no password', 400, {}, 'Please enter your current password'],
    ['a wrong password', 403, { currentPassword: 'Not-the-one1' }, 'Your current password is incorrect.'],
  ])(
    'when the request carries %s, then %i and no data is gathered',
    async (_case, status, extra, message) => {
      const me = await member();
      const res = await me.post('/api/user/export-data', extra);
      expect(res.status).toBe(status);
      expect(res.body.message).toBe(message);
      expect(res.body.profile).toBeUndefined();
      expect(callsFor(world.learning, '/internal/account-data/export', me.id)).toHaveLength(0);
    },
  );

  it('when five wrong passwords were tried, then even the right one is refused with 429 for now', async () => {
    const me = await member();
    for (let i = 0; i < 5; i++)
      expect((await me.post('/api/user/export-data', { currentPassword: 'Not-the-one1' })).status).toBe(403);
    const res = await me.post('/api/user/export-data', { currentPassword: me.password });
    expect(res.status).toBe(429);
    expect(callsFor(world.learning, '/internal/account-data/export', me.id)).toHaveLength(0);
  });

  it('when svc-learning is down, then 503 with a readable message rather than a file missing a part', async () => {
    const me = await member();
    world.learning.setDown(true);
    const res = await me.post('/api/user/export-data', {
      currentPassword: me.password,
      types: ['progress', 'profile'],
    });
    expect(res.status).toBe(503);
    expect(res.body.message).toBe(
      'Some of your data cannot be gathered right now. Please try again in a few minutes.',
    );
  });
});
