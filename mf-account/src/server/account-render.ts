// mf-account's server entry: the modules of its screens that a server draws (Profile and More, for
// the shell's renderer: docs/learner-page-render.md), bundled for Node beside the browser build
// (dist/server/account-render.js, packages/mf-build's ServerEntryPlugin). Each release thus carries
// the server copy of its own screens, and the renderer draws them from the live release. The shared
// singletons (React, the store's API, styled-components…) are not in the bundle: the renderer hands
// its own in, as the shell's share scope does in the browser.
import * as MoreScreen from '../app/routes/MoreScreen';
import * as ProfileScreen from '../app/routes/ProfileScreen';

/** The modules the server may draw, by the id the shell's route table loads them with. */
export const serverModules = {
  'mf_account/ProfileScreen': ProfileScreen,
  'mf_account/MoreScreen': MoreScreen,
};
