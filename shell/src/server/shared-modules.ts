// The libraries the renderer hands to a remote's server entry when it loads one (live-remote-release.ts):
// the shared singletons of packages/mf-build (SINGLETONS), which the entry's bundle leaves out, so the
// screen and the shell's layout render with one React, one router, one store API and one
// styled-components registry, as Module Federation's share scope gives the browser.
import * as ui from '@fff/ui';
import * as platform from '@fff/platform';
import * as toolkit from '@reduxjs/toolkit';
import * as react from 'react';
import * as jsxRuntime from 'react/jsx-runtime';
import * as reactDom from 'react-dom';
import * as reactRedux from 'react-redux';
import * as router from 'react-router-dom';
import * as styled from 'styled-components';

/** Each module a server entry may `require`, by its request. */
export const SHARED_MODULES: Readonly<Record<string, unknown>> = {
  react,
  'react/jsx-runtime': jsxRuntime,
  'react-dom': reactDom,
  'react-router-dom': router,
  'styled-components': styled,
  '@reduxjs/toolkit': toolkit,
  'react-redux': reactRedux,
  '@fff/platform': platform,
  '@fff/ui': ui,
};
