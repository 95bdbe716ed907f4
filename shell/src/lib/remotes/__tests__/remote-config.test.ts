import { loadRemoteConfig, parseRemoteConfig } from '../remote-config';

const base = 'http://localhost/league';

describe('remotes.json', () => {
  it('when valid, then each remote gets an absolute entry URL', () => {
    const parsed = parseRemoteConfig(
      {
        mf_learn: { entry: '/mf/learn/mf-manifest.json' },
        mf_social: { entry: 'https://cdn.example/s/mf-manifest.json' },
      },
      base,
    );
    expect(parsed).toEqual([
      { name: 'mf_learn', entry: 'http://localhost/mf/learn/mf-manifest.json' },
      { name: 'mf_social', entry: 'https://cdn.example/s/mf-manifest.json' },
    ]);
  });

  it('when a name is not an identifier or an entry is missing, then it is rejected', () => {
    expect(() => parseRemoteConfig({ 'mf-learn': { entry: '/x' } }, base)).toThrow('not a valid remote name');
    expect(() => parseRemoteConfig({ mf_learn: {} }, base)).toThrow('entry must be a URL');
    expect(() => parseRemoteConfig([], base)).toThrow('must be an object');
  });

  it('when loading, then it bypasses caches and fails on a non-OK answer', async () => {
    const fetchFn = jest.fn(async () => new Response('{"mf_learn":{"entry":"/mf/learn/mf-manifest.json"}}'));
    await expect(loadRemoteConfig(fetchFn as unknown as typeof fetch, base)).resolves.toHaveLength(1);
    expect(fetchFn).toHaveBeenCalledWith('/remotes.json', { cache: 'no-store' });
    const failing = jest.fn(async () => new Response('x', { status: 404, statusText: 'Not Found' }));
    await expect(loadRemoteConfig(failing as unknown as typeof fetch, base)).rejects.toThrow(
      '404: Not Found',
    );
  });
});
