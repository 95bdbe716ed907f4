// prepareRemotes reads /remotes.json ahead of the first remote load, which then uses that read.
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { loadFederatedModule, prepareRemotes } from '../federation-loader';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  loadRemote: jest.fn(async () => ({ default: () => null })),
}));

const remotesBody = { mf_learn: { entry: '/mf/learn/mf-manifest.json' } };

describe('reading the remote list ahead', () => {
  it('when the remotes are prepared and a module then loads, then /remotes.json is read and registered once', async () => {
    const fetchMock = jest.fn(async () => new Response(JSON.stringify(remotesBody), { status: 200 }));
    global.fetch = fetchMock as typeof fetch;

    prepareRemotes();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(loadRemote).not.toHaveBeenCalled();

    await loadFederatedModule('mf_learn/LearnHome', 0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('mf_learn/LearnHome');
  });
});
