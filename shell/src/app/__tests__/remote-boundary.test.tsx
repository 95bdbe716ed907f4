import '@testing-library/jest-dom';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setTestToken } from '@fff/platform/testing';
import { renderApp } from '../../testing/render-app';
import type { RemoteLoader } from '../../lib/remotes/remote-loader-context';
import { fakeApi } from '../../testing/fake-api';

beforeEach(() => {
  fakeApi();
  setTestToken('tok');
  window.scrollTo = jest.fn() as typeof window.scrollTo;
});
beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

describe('remote boundary', () => {
  it('when one remote fails, then its area shows the fallback and the rest keeps working', async () => {
    const loader: RemoteLoader = async (id) => {
      if (id.startsWith('mf_social/')) throw new Error('manifest 503');
      return { default: () => <h1>{`screen ${id}`}</h1> };
    };
    renderApp('/league', loader);
    expect(await screen.findByText('This part of the kitchen is taking a break.')).toBeInTheDocument();
    // The Friends badge widget of the same remote fails silently; navigation still works.
    await userEvent.click(screen.getByRole('link', { name: /More/ }));
    expect(await screen.findByRole('heading', { name: 'screen mf_account/MoreScreen' })).toBeInTheDocument();
  });

  it('when Try again is pressed after the remote recovers, then the module loads', async () => {
    const attempts: number[] = [];
    const loader: RemoteLoader = async (id, attempt) => {
      if (id === 'mf_learn/LearnHome') {
        attempts.push(attempt);
        if (attempt === 0) throw new Error('down');
      }
      return { default: () => <h1>{`screen ${id}`}</h1> };
    };
    renderApp('/', loader);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'screen mf_learn/LearnHome' })).toBeInTheDocument();
    expect(attempts).toEqual([0, 1]);
  });

  it('when a failed screen is opened again later, then it tries to load again', async () => {
    const attempts: number[] = [];
    const loader: RemoteLoader = async (id, attempt) => {
      if (id === 'mf_learn/LearnHome') {
        attempts.push(attempt);
        throw new Error('down');
      }
      return { default: () => <h1>{`screen ${id}`}</h1> };
    };
    renderApp('/', loader);
    expect(await screen.findByText('This part of the kitchen is taking a break.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /More/ }));
    expect(await screen.findByRole('heading', { name: 'screen mf_account/MoreScreen' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: /Learn/ }));
    expect(await screen.findByText('This part of the kitchen is taking a break.')).toBeInTheDocument();
    expect(attempts).toEqual([0, 0]);
  });

  it('when a canary screen throws at start, then the learner is moved to the stable version and sees it without pressing Try again', async () => {
    const Broken = () => {
      throw new Error('canary crashed');
    };
    const loader: RemoteLoader = async (id, attempt) =>
      id === 'mf_learn/LearnHome' && attempt === 0
        ? { default: Broken }
        : { default: () => <h1>{`screen ${id}`}</h1> };
    const told: string[] = [];
    loader.failedAtStart = async (id) => {
      told.push(id);
      return true;
    };
    renderApp('/', loader);
    expect(await screen.findByRole('heading', { name: 'screen mf_learn/LearnHome' })).toBeInTheDocument();
    expect(told).toEqual(['mf_learn/LearnHome']);
  });

  it('when a stable screen throws at start, then the fallback stays with its Try again', async () => {
    const Broken = () => {
      throw new Error('stable crashed');
    };
    const loader: RemoteLoader = async (id) =>
      id === 'mf_learn/LearnHome' ? { default: Broken } : { default: () => <h1>{`screen ${id}`}</h1> };
    loader.failedAtStart = async () => false;
    renderApp('/', loader);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
