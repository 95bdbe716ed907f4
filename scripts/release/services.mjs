// Releases of the services' API: each release stores the service's OpenAPI document as
// `releases/openapi/<service>.json` (committed), and the gate holds every later document to it
// (openapi-compat.mjs) unless the service's major version went up. See README.md "Releasing a service".
import fs from 'node:fs';
import path from 'node:path';
import { readJson, writeJsonAtomic } from './files.mjs';
import { breakingChanges, isMarkedBreaking } from './openapi-compat.mjs';

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
 * whether the service's version marks this as a breaking release (they are then allowed).
 */
export function checkService(root, service) {
  serviceName(service);
  const released = readJson(snapshotFile(root, service), undefined);
  const version = packageVersion(root, service);
  if (!released) return { problems: [], breaking: false, version, releasedVersion: undefined };
  const current = readJson(path.join(root, service, 'openapi.json'), { paths: {} });
  const releasedVersion = released.info?.[RELEASED_VERSION] ?? '0.0.0';
  return {
    problems: breakingChanges(released, current),
    breaking: isMarkedBreaking(releasedVersion, version),
    version,
    releasedVersion,
  };
}

/** Readable verdict of `checkService`; `ok` false when incompatible and not marked breaking. */
export function describeCheck(service, { problems, breaking, version, releasedVersion }) {
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
  const verdict = describeCheck(service, checkService(root, service));
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
