// jsdom has no matchMedia: a controllable `(prefers-color-scheme: dark)` stands in for the device.

/** Installs window.matchMedia answering `dark`; `change(next)` flips it and notifies listeners. */
export function installMatchMedia(dark: boolean) {
  let matches = dark;
  const listeners = new Set<(e: MediaQueryListEvent) => void>();
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return query.includes('dark') ? matches : false;
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, fn: (e: MediaQueryListEvent) => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: (e: MediaQueryListEvent) => void) => listeners.delete(fn),
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => true,
    }) as unknown as MediaQueryList;
  return {
    change(next: boolean) {
      matches = next;
      listeners.forEach((fn) => fn({ matches: next } as MediaQueryListEvent));
    },
  };
}
