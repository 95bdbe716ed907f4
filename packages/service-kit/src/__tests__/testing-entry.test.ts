import { build, type Plugin } from 'esbuild';
import path from 'node:path';
import * as kit from '@fff/service-kit';
import * as testing from '@fff/service-kit/testing';

const TEST_HELPERS = [
  'startTestDatabase',
  'makeTestKeys',
  'signTestToken',
  'rejectedAuthorizations',
  'describeEdgeRobustness',
  'describeOpenApiDescription',
  'describeOpenApiFuzz',
];

// As fff-build-service does: npm packages stay external, @fff/* workspace packages are bundled.
const externalizeDependencies: Plugin = {
  name: 'externalize-dependencies',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@fff/') ? undefined : { path: args.path, external: true },
    );
  },
};

/** The service-kit source files a bundle of `code` contains (paths inside packages/service-kit/src). */
async function kitFilesBundledBy(code: string): Promise<string[]> {
  const result = await build({
    stdin: { contents: code, resolveDir: __dirname, loader: 'ts' },
    absWorkingDir: path.resolve(__dirname, '../../../..'),
    bundle: true,
    write: false,
    platform: 'node',
    format: 'cjs',
    metafile: true,
    logLevel: 'silent',
    plugins: [externalizeDependencies],
  });
  return Object.keys(result.metafile.inputs)
    .map((file) => /^packages\/service-kit\/src\/(.*)$/.exec(file)?.[1])
    .filter((file): file is string => file !== undefined);
}

describe('the testing entry', () => {
  it('when a test imports @fff/service-kit/testing, then it gets every test helper', () => {
    for (const name of TEST_HELPERS)
      expect(typeof (testing as Record<string, unknown>)[name]).toBe('function');
  });

  it('when code imports the main entry, then it exports no test helper', () => {
    expect(TEST_HELPERS.filter((name) => name in kit)).toEqual([]);
  });

  it('when a service is bundled from the main entry, then no testing module is in the bundle', async () => {
    const files = await kitFilesBundledBy("export * from '@fff/service-kit';");
    expect(files).toContain('index.ts');
    expect(files.filter((file) => file.startsWith('testing/'))).toEqual([]);
  });

  it('when the bundler resolves @fff/service-kit/testing, then it is the testing entry', async () => {
    expect(await kitFilesBundledBy("export * from '@fff/service-kit/testing';")).toContain(
      'testing/index.ts',
    );
  });
});
