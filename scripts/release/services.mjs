// Releases of the services' API: each release stores the service's OpenAPI document as
// `releases/openapi/<service>.json` (committed), and the gate holds every later document to it
// (openapi-compat.mjs) unless the service's major version went up. See README.md "Releasing a service".
import fs from 'node:fs';
import path from 'node:path';
import { readJson, writeJsonAtomic } from './files.mjs';
import { breakingChanges, isMarkedBreaking, unreadableAnswers } from './openapi-compat.mjs';

export const SERVICE_APPS = ['svc-identity', 'svc-learning', 'svc-social'];
/** Where a release notes the package version it was made from, inside the stored document. */
const RELEASED_VERSION = 'x-released-version';

const snapshotFile = (root, service) => path.join(root, 'releases', 'openapi', `${service}.json`);
const packageVersion = (root, service) =>
  JSON.parse(fs.readFileSync(path.join(root, service, 'package.json'), 'utf8')).version;

function serviceName(service) {
  if (!SERVICE_APPS.includes(service))
    throw new Error(`"${service}" is not a service (one of ${SERVICE_APPS.join(', ')})`);
  return service;
}

/**
 * The service's committed openapi.json against its last release: the incompatibilities found, and
 * whether the service's version marks this as a breaking release (they are then allowed); and the
 * version skew the other way, `unreadable`: answers of the release that the remotes built now (their
 * contracts: this openapi.json's response shapes) would refuse, were they deployed before the service.
 */
export function checkService(root, service) {
  serviceName(service);
  const released = readJson(snapshotFile(root, service), undefined);
  const version = packageVersion(root, service);
  if (!released)
    return { problems: [], unreadable: [], breaking: false, version, releasedVersion: undefined };
  const current = readJson(path.join(root, service, 'openapi.json'), { paths: {} });
  const releasedVersion = released.info?.[RELEASED_VERSION] ?? '0.0.0';
  return {
    problems: breakingChanges(released, current),
    unreadable: unreadableAnswers(released, current),
    breaking: isMarkedBreaking(releasedVersion, version),
    version,
    releasedVersion,
  };
}

/** The services whose release the remotes built now cannot read, as readable lines (none: []). */
export function skewedServices(root) {
  return SERVICE_APPS.filter((service) => fs.existsSync(snapshotFile(root, service)))
    .map((service) => describeSkew(service, checkService(root, service)))
    .filter(Boolean);
}

/** The skew verdict of `checkService`, or undefined when every released answer is still read. */
function describeSkew(service, { unreadable = [], releasedVersion }) {
  if (!unreadable.length) return undefined;
  return (
    `${service}: remotes built now would refuse ${unreadable.length} answer(s) of its release ${releasedVersion} ` +
    `(version skew: a remote deployed before the service). Release ${service} first ` +
    `(npm run release -- build ${service}, commit releases/openapi/${service}.json, deploy it), or keep ` +
    `the field optional:\n${unreadable.map((p) => `  - ${p}`).join('\n')}`
  );
}

/**
 * Readable verdict of `checkService`; `ok` false when incompatible and not marked breaking, or when
 * the remotes built now cannot read the release (describeSkew).
 */
export function describeCheck(service, result) {
  const skew = describeSkew(service, result);
  const compat = describeCompat(service, result);
  return skew ? { ok: false, text: compat.ok ? skew : `${compat.text}\n${skew}` } : compat;
}

function describeCompat(service, { problems, breaking, version, releasedVersion }) {
  if (!problems.length)
    return { ok: true, text: `${service}: compatible with release ${releasedVersion ?? '(none)'}` };
  const list = problems.map((p) => `  - ${p}`).join('\n');
  if (breaking)
    return {
      ok: true,
      text: `${service}: ${version} is a breaking release over ${releasedVersion}:\n${list}`,
    };
  return {
    ok: false,
    text:
      `${service}: ${problems.length} incompatible change(s) against release ${releasedVersion}; remotes and ` +
      `services built against it would break. Keep the old shape, or mark a breaking release by raising the ` +
      `major version in ${service}/package.json:\n${list}`,
  };
}

/** Stores the service's current document as its release, after the gate; returns the version. */
export function releaseService(root, service) {
  // Releasing the service is what ends a skew; only a break of its own release stops it.
  const verdict = describeCompat(service, checkService(root, service));
  if (!verdict.ok) throw new Error(verdict.text);
  const version = packageVersion(root, service);
  const doc = readJson(path.join(root, service, 'openapi.json'), undefined);
  if (!doc) throw new Error(`${service}/openapi.json is missing (npm run openapi -w ${service})`);
  writeJsonAtomic(snapshotFile(root, service), {
    ...doc,
    info: { ...doc.info, [RELEASED_VERSION]: version },
  });
  return version;
}
