// Loads the page again (its own module so tests can stand in for it: jsdom cannot navigate).

/** Reloads the page; whatever awaits the returned promise waits until the page is gone. */
export function reloadPage(): Promise<never> {
  window.location.reload();
  return new Promise<never>(() => undefined);
}
