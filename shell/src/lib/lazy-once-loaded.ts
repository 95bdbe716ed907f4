// React.lazy for a chunk the page fetches ahead of its render (the /auth screen beside the session
// check, the signed-in layout at start). Once the module is here, lazy reads it in the same render:
// its loader then answers with a thenable that calls back at once, so the boundary never suspends
// (React throttles a suspended boundary's reveal, and a pre-rendered page's boundary would stay the
// build's markup, without handlers, while the page counts as started). The element's type is the
// same lazy component before and after the load; rendering the loaded module directly instead
// changes it, which remounts everything below the first time a parent renders again.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Loaded<P> = { default: ComponentType<P> };

/** A thenable already fulfilled with `value`: its callback runs during `then` itself. */
export function fulfilled<T>(value: T): PromiseLike<T> {
  return { then: (onFulfilled) => (onFulfilled?.(value), fulfilled(value)) } as PromiseLike<T>;
}

/** The lazy component `pick` takes from the module `load` fetches, and `preload` to fetch it early. */
export function lazyOnceLoaded<M, P extends object>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): { Component: LazyExoticComponent<ComponentType<P>>; preload: () => Promise<M> } {
  let loaded: Loaded<P> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = { default: pick(module) };
      return module;
    });
  const read = (): PromiseLike<Loaded<P>> =>
    loaded ? fulfilled(loaded) : preload().then(() => loaded as Loaded<P>);
  // React calls only `then` (its types ask for a whole Promise).
  const Component = lazy(read as () => Promise<Loaded<P>>);
  return { Component, preload };
}
