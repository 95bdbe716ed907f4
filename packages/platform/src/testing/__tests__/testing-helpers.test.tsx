import '@testing-library/jest-dom';
import { fireEvent, screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { useGetCurrentUserQuery } from '../../session/user-api';
import { fakeApi, renderWithProviders, testUser } from '../../../testing';

function Name() {
  const { data } = useGetCurrentUserQuery();
  return <p>{data ? data.username : 'loading'}</p>;
}

beforeEach(() => localStorage.clear());

describe('@fff/platform/testing', () => {
  it('when signed in, then a query reaches the fake with the bearer token and the test user answers', async () => {
    const api = fakeApi({ 'GET /api/user': () => testUser({ username: 'salt_bae' }) });
    renderWithProviders(<Name />, { signedIn: true });
    expect(await screen.findByText('salt_bae')).toBeInTheDocument();
    expect(api.called('GET', '/api/user')[0].headers.get('authorization')).toBe('Bearer test-token');
  });

  it('when a handler frames its answer or a route is unknown, then status and body follow', async () => {
    const api = fakeApi({ 'POST /api/things': (call) => ({ status: 201, body: { got: call.body } }) });
    const created = await fetch(
      new Request('http://localhost/api/things?x=1', {
        method: 'POST',
        body: '{"a":1}',
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ got: { a: 1 } });
    expect((await fetch('http://localhost/api/nothing')).status).toBe(404);
    expect(api.calls.map((c) => `${c.method} ${c.path}${c.search}`)).toEqual([
      'POST /api/things?x=1',
      'GET /api/nothing',
    ]);
    api.set('GET /api/nothing', () => ({ body: 'now here' }));
    expect(await (await fetch('http://localhost/api/nothing')).json()).toBe('now here');
  });

  it('when the location probe is on, then it shows the router path and follows links', async () => {
    renderWithProviders(<Link to="/next?q=1">go</Link>, { path: '/start', locationProbe: true });
    expect(screen.getByTestId('location')).toHaveTextContent('/start');
    fireEvent.click(screen.getByRole('link', { name: 'go' }));
    expect(await screen.findByText('/next?q=1')).toBeInTheDocument();
  });
});
