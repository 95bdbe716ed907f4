import {
  chooseEntry,
  learnerBucket,
  learnerKey,
  readFallbacks,
  rememberFallback,
  versionOf,
} from '../canary';
import type { RemoteEntry } from '../remote-config';

const STABLE = 'http://localhost/mf/social/1.0.0-aaaaaaaaaa/mf-manifest.json';
const NEXT = 'http://localhost/mf/social/1.1.0-bbbbbbbbbb/mf-manifest.json';
const social = (share: number): RemoteEntry => ({
  name: 'mf_social',
  entry: STABLE,
  next: { entry: NEXT, share },
});
const keys = Array.from({ length: 2000 }, (_, i) => `learner-${i}`);

describe('canary choice', () => {
  it('when half the learners are sent to the next version, then about half get it, each the same every time', () => {
    const onNext = keys.filter((key) => chooseEntry(social(50), key, {}) === NEXT);
    expect(onNext.length).toBeGreaterThan(900);
    expect(onNext.length).toBeLessThan(1100);
    for (const key of keys) expect(chooseEntry(social(50), key, {})).toBe(chooseEntry(social(50), key, {}));
  });

  it('when the share grows, then every learner already on the next version stays on it', () => {
    const at10 = keys.filter((key) => chooseEntry(social(10), key, {}) === NEXT);
    const at60 = new Set(keys.filter((key) => chooseEntry(social(60), key, {}) === NEXT));
    expect(at10.every((key) => at60.has(key))).toBe(true);
  });

  it('when the share is 0 or 100, or there is no next version, then nobody or everybody gets it', () => {
    expect(keys.every((key) => chooseEntry(social(0), key, {}) === STABLE)).toBe(true);
    expect(keys.every((key) => chooseEntry(social(100), key, {}) === NEXT)).toBe(true);
    expect(chooseEntry({ name: 'mf_social', entry: STABLE }, 'k', {})).toBe(STABLE);
  });

  it('when the next version failed for this learner, then they get the stable one, until another next version comes', () => {
    expect(chooseEntry(social(100), 'k', { mf_social: NEXT })).toBe(STABLE);
    const later = { ...social(100), next: { entry: NEXT.replace('bbbbbbbbbb', 'cccccccccc'), share: 100 } };
    expect(chooseEntry(later, 'k', { mf_social: NEXT })).toBe(later.next.entry);
  });

  it('when buckets are drawn, then each remote picks its own learners', () => {
    const same = keys.filter(
      (key) => learnerBucket(key, 'mf_social') < 50 === learnerBucket(key, 'mf_learn') < 50,
    );
    expect(same.length).toBeLessThan(1200);
  });
});

describe('what this browser keeps', () => {
  beforeEach(() => localStorage.clear());

  it('when the key is asked twice, then it is made once and kept', () => {
    const random = jest.fn(() => 'made-once');
    expect(learnerKey(localStorage, random)).toBe('made-once');
    expect(learnerKey(localStorage, random)).toBe('made-once');
    expect(random).toHaveBeenCalledTimes(1);
  });

  it('when a fallback is remembered, then it is read back beside the others; garbage reads as none', () => {
    rememberFallback('mf_social', NEXT);
    rememberFallback('mf_learn', 'x');
    expect(readFallbacks()).toEqual({ mf_social: NEXT, mf_learn: 'x' });
    localStorage.setItem('fff-remote-fallbacks', '{not json');
    expect(readFallbacks()).toEqual({});
  });

  it('when an entry names a release, then its version is reported; a plain build is unversioned', () => {
    expect(versionOf(NEXT)).toBe('1.1.0-bbbbbbbbbb');
    expect(versionOf('http://localhost/mf/social/mf-manifest.json')).toBe('unversioned');
  });
});
