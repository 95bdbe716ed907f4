import {
  API_ROUTES,
  STATIC_MOUNTS,
  cacheControlFor,
  pageFileFor,
  pageFilesOf,
  resolveApiRoute,
} from '../route-table';

describe('route table', () => {
  it.each([
    ['/api/user', 'svc-identity'],
    ['/api/user/progress', 'svc-learning'],
    ['/api/user/prestige', 'svc-learning'],
    ['/api/user/profile', 'svc-identity'],
    ['/api/auth/login', 'svc-identity'],
    ['/api/roadmap', 'svc-identity'],
    ['/api/roadmap/4/vote', 'svc-identity'],
    ['/api/friends', 'svc-social'],
    ['/api/users/search', 'svc-social'],
    ['/api/chat/abc', 'svc-social'],
    ['/api/hearts/lose', 'svc-learning'],
  ])('when %s is resolved, then %s owns it', (path, service) => {
    expect(resolveApiRoute(path)?.service).toBe(service);
  });

  it.each(['/api/user/', '/api/user/other', '/api/friends/1', '/api/levels/1', '/api/auth', '/api'])(
    'when %s is resolved, then no service owns it',
    (path) => {
      expect(resolveApiRoute(path)).toBeUndefined();
    },
  );

  it('when the table is read, then no path is listed twice', () => {
    const keys = API_ROUTES.map((r) => `${r.match} ${r.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it.each([
    ['/remotes.json', 'no-store'],
    ['/index.html', 'no-cache'],
    ['/mf/learn/mf-manifest.json', 'no-cache'],
    ['/mf/learn/remoteEntry.js', 'no-cache'],
    ['/mf/social/1.0.0-0123456789/remoteEntry.js', 'public, max-age=31536000, immutable'],
    ['/mf/social/1.0.0-0123456789/mf-manifest.json', 'public, max-age=31536000, immutable'],
    ['/mf/social/next/remoteEntry.js', 'no-cache'],
    ['/main.0a1b2c3d.js', 'public, max-age=31536000, immutable'],
    ['/mf/social/static/9f8e7d6c5b4a.png', 'public, max-age=31536000, immutable'],
    ['/favicon.ico', 'no-cache'],
    ['/sw.js', 'no-cache'],
    ['/learn', 'no-cache'],
  ])('when %s is served, then Cache-Control is %s', (path, value) => {
    expect(cacheControlFor(path)).toBe(value);
  });

  it.each([
    ['/auth', 'auth.html'],
    ['/', 'index.html'],
    ['/auth/other', 'index.html'],
    ['/learn/modules/3', 'index.html'],
  ])("when the shell's page for %s is chosen, then it is %s", (path, file) => {
    const shell = STATIC_MOUNTS.find((m) => m.app === 'shell')!;
    expect(pageFileFor(shell, path)).toBe(file);
    expect(pageFilesOf(shell)).toContain(file);
  });
});
