// The runtime plugin's version check says yes only where the runtime's own check says yes, and with
// it the runtime picks the same shared module as without it.
const { satisfy, getRegisteredShare } = require('@module-federation/runtime-tools/runtime-core');
const fastShareCheck = require('../runtime/fast-share-check.cjs');
const { satisfiesCertainly } = fastShareCheck;

const VERSIONS = [
  '0.0.3',
  '0.0.4',
  '0.2.0',
  '0.2.5',
  '0.3.0',
  '1.2.2',
  '1.2.3',
  '1.2.9',
  '1.3.0',
  '2.0.0',
  '19.2.0',
  '19.3.1',
  '20.0.0',
  '1.2.3-beta.1',
  '1.0.0-src.abc',
];
const RANGES = [
  '^0.0.3',
  '^0.2.1',
  '^1.2.3',
  '~1.2.3',
  '1.2.3',
  '^19.2.0',
  '~19.3.0',
  '>=1.2.3',
  '1.x',
  '^1.2.3 || ^2.0.0',
  '*',
  '1.0.0-src.abc',
  '1.0.0-src.abd',
];

test.each(VERSIONS.flatMap((v) => RANGES.map((r) => [v, r])))(
  '%s in %s: never yes where the runtime says no',
  (version, range) => {
    if (satisfiesCertainly(version, range)) expect(satisfy(version, range)).toBe(true);
  },
);

test('the plain forms the apps declare are answered here', () => {
  const yes = [
    ['19.3.1', '^19.2.0'],
    ['19.3.1', '~19.3.0'],
    ['1.2.3', '1.2.3'],
    ['0.2.5', '^0.2.1'],
    ['0.0.3', '^0.0.3'],
    ['1.0.0-src.abc', '1.0.0-src.abc'],
  ];
  for (const [version, range] of yes)
    expect([version, range, satisfiesCertainly(version, range)]).toEqual([version, range, true]);
  for (const [version, range] of [
    ['20.0.0', '^19.2.0'],
    ['0.3.0', '^0.2.1'],
    ['1.3.0', '~1.2.3'],
    ['1.2.3-beta.1', '^1.2.3'],
  ])
    expect([version, range, satisfiesCertainly(version, range)]).toEqual([version, range, false]);
});

function shareScope(versions) {
  const map = { default: { react: {} } };
  for (const version of versions)
    map.default.react[version] = { version, from: `app-${version}`, loaded: false };
  return map;
}
const hookOf = (plugins) => ({
  emit: (params) => plugins.reduce((p, plugin) => plugin.resolveShare(p) ?? p, params),
});

test.each([
  ['singleton, satisfied', ['19.3.1'], { singleton: true, requiredVersion: '^19.2.0' }],
  ['singleton, mismatched', ['18.3.1'], { singleton: true, requiredVersion: '^19.2.0' }],
  [
    'not a singleton, exact source version',
    ['1.0.0-src.abc'],
    { singleton: false, requiredVersion: '1.0.0-src.abc' },
  ],
  [
    'not a singleton, two versions, the newest fits',
    ['19.2.0', '19.3.1'],
    { singleton: false, requiredVersion: '^19.2.0' },
  ],
  [
    'not a singleton, the newest does not fit',
    ['19.3.1', '20.0.0'],
    { singleton: false, requiredVersion: '^19.2.0' },
  ],
  ['no required version', ['19.3.1'], { singleton: true, requiredVersion: false }],
])('%s: the same shared module as the runtime alone', (_name, versions, shareConfig) => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const shareInfo = { shareConfig, scope: ['default'], from: 'mf-learn' };
  const alone = getRegisteredShare(shareScope(versions), 'react', shareInfo, hookOf([]));
  const withPlugin = getRegisteredShare(shareScope(versions), 'react', shareInfo, hookOf([fastShareCheck()]));
  expect(withPlugin?.shared?.version).toBe(alone?.shared?.version);
  expect(withPlugin?.useTreesShaking).toBe(alone?.useTreesShaking);
  warn.mockRestore();
});

test("a mismatched singleton still gets the runtime's warning", () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const shareInfo = {
    shareConfig: { singleton: true, requiredVersion: '^19.2.0' },
    scope: ['default'],
    from: 'mf-learn',
  };
  getRegisteredShare(shareScope(['18.3.1']), 'react', shareInfo, hookOf([fastShareCheck()]));
  expect(warn.mock.calls.flat().join(' ')).toMatch(/does not satisfy/);
  warn.mockRestore();
});

test("the runtime's resolver is replaced only where the answer is certain", () => {
  const resolver = () => undefined;
  const params = (version, requiredVersion) => ({
    shareScopeMap: shareScope([version]),
    scope: 'default',
    pkgName: 'react',
    version,
    shareInfo: { shareConfig: { singleton: true, requiredVersion } },
    resolver,
  });
  expect(fastShareCheck().resolveShare(params('19.3.1', '^19.2.0')).resolver).not.toBe(resolver);
  expect(fastShareCheck().resolveShare(params('18.3.1', '^19.2.0')).resolver).toBe(resolver);
  expect(fastShareCheck().resolveShare(params('19.3.1', '>=19')).resolver).toBe(resolver);
});
