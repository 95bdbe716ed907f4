#!/usr/bin/env node
// Loads the TypeScript CLI through tsx so no build step is needed.
import { tsImport } from 'tsx/esm/api';

await tsImport('../src/cli.ts', import.meta.url);
