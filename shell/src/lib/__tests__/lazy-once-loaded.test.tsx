// A lazy component over a chunk fetched ahead of its render: no suspension once the module is here,
// and no remount when it arrives while the component is already on the page.
import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { Suspense, useEffect, useState } from 'react';
import { lazyOnceLoaded } from '../lazy-once-loaded';

let mounts = 0;
function Panel({ label }: { label: string }) {
  useEffect(() => {
    mounts += 1;
  }, []);
  return <p>{label}</p>;
}

function deferredModule() {
  let resolve!: (m: { Panel: typeof Panel }) => void;
  const module = new Promise<{ Panel: typeof Panel }>((r) => (resolve = r));
  return { load: () => module, arrive: () => resolve({ Panel }) };
}

beforeEach(() => {
  mounts = 0;
});

it('when the module was fetched ahead, then the component renders in the first pass, without the fallback', async () => {
  const { load, arrive } = deferredModule();
  const { Component, preload } = lazyOnceLoaded(load, (m) => m.Panel);
  arrive();
  await preload();
  render(
    <Suspense fallback={<p>loading</p>}>
      <Component label="ready" />
    </Suspense>,
  );
  expect(screen.queryByText('loading')).not.toBeInTheDocument();
  expect(screen.getByText('ready')).toBeInTheDocument();
});

it('when the module arrives while the fallback shows, then the component mounts once and stays mounted as its parent renders again', async () => {
  const { load, arrive } = deferredModule();
  const { Component } = lazyOnceLoaded(load, (m) => m.Panel);
  let rerender!: () => void;
  function Parent() {
    const [n, setN] = useState(0);
    rerender = () => setN((x) => x + 1);
    return (
      <Suspense fallback={<p>loading</p>}>
        <Component label={`render ${n}`} />
      </Suspense>
    );
  }
  render(<Parent />);
  expect(screen.getByText('loading')).toBeInTheDocument();
  await act(async () => arrive());
  expect(screen.getByText('render 0')).toBeInTheDocument();
  act(() => rerender());
  expect(screen.getByText('render 1')).toBeInTheDocument();
  expect(mounts).toBe(1);
});
