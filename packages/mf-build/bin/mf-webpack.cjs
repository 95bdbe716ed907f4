#!/usr/bin/env node
// Runs webpack-cli with the webpack copy that resolves from the app folder (cwd). The apps pin
// webpack 5.111.1 for @module-federation/enhanced 2.9; wherever npm places that copy (hoisted
// or nested), the CLI, the compiler and MF's internal requires must all use the same one.
const path = require('node:path');

const fromApp = { paths: [process.cwd()] };
process.env.WEBPACK_PACKAGE ||= path.dirname(require.resolve('webpack/package.json', fromApp));
require(require.resolve('webpack-cli/bin/cli.js', fromApp));
