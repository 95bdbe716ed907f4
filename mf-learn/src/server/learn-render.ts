// mf-learn's server entry: the modules of its screens that a server draws (Learn, for the shell's
// renderer: docs/learner-page-render.md), bundled for Node beside the browser build
// (dist/server/learn-render.js, packages/mf-build's ServerEntryPlugin). Each release thus carries the
// server copy of its own screens, and the renderer draws Learn from the live release. The shared
// singletons (React, the store's API, styled-components…) are not in the bundle: the renderer hands
// its own in, as the shell's share scope does in the browser.
import * as LearnHome from '../app/routes/LearnHome';

/** The modules the server may draw, by the id the shell's route table loads them with. */
export const serverModules = { 'mf_learn/LearnHome': LearnHome };
