// Spec: login success does a full page navigation to / (fresh page, fresh store).

/** Loads `path` as a new page. Kept in its own module so tests can observe it (jsdom cannot navigate). */
export const fullNavigation = {
  to(path: string): void {
    window.location.assign(path);
  },
};
