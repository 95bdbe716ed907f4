// Evaluates the shared libraries one task at a time, then starts the shell (start.tsx). Evaluated
// at once they were one task of ~130 ms on a fast desktop (4× that on a mid-range phone), the
// page's longest; in steps the browser can paint and answer input between them. The order is the
// one a single import gave (see prerender/render-auth-page.tsx: styled-components numbers its
// components in creation order, and only @fff/ui creates any among these).
const STAGES: ReadonlyArray<() => Promise<unknown>> = [
  () => import('react-dom/client'),
  () => import('styled-components'),
  () => import('@reduxjs/toolkit'),
  () => import('@fff/contracts'),
  () => import('@fff/ui'),
  () => import('@fff/platform'),
];

/** Resolves in a later task (a macrotask: microtasks would run in the same one). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function startInStages(): Promise<void> {
  // Each stage in a task of its own, the first too (this chunk was evaluated in the current one).
  for (const stage of STAGES) {
    await nextTask();
    await stage();
  }
  await nextTask();
  // Preloaded: webpack asks for the shell's own chunk beside this one, so it is here by now; an
  // import() at the start would evaluate it (and every library with it) the moment it arrived.
  await import(/* webpackPreload: true */ './start');
}

void startInStages();

export {};
