// Summaries of V8 CPU profiles (node --cpu-prof): self time by function and by package or source
// folder, to say what dominates a service under load.
import fs from 'node:fs';
import path from 'node:path';

interface ProfileNode {
  id: number;
  hitCount?: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
}

/** `node_modules/<pkg>` (scoped too), the workspace source folder, or `node:` internals. */
export function ownerOf(url: string): string {
  if (!url) return '(native / idle / gc)';
  if (url.startsWith('node:')) return 'node core';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = url.slice(nm + 'node_modules/'.length).split('/');
    return parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
  }
  const m = /\/(packages\/[^/]+|svc-[^/]+)\/(?:dist|src)\/(?:([^/]+)\/)?/.exec(url);
  return m ? `${m[1]}${m[2] && !m[2].endsWith('.js') ? `/${m[2]}` : ''}` : path.basename(url);
}

/** Top `n` entries of self time, by function and by owner, for every profile in `dir`. */
export function summariseProfiles(dir: string, n = 12): string {
  const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.cpuprofile')) : [];
  if (files.length === 0) return `(no profiles in ${dir})`;
  const byFunction = new Map<string, number>();
  const byOwner = new Map<string, number>();
  let totalMs = 0;
  for (const file of files) {
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as CpuProfile;
    const msPerSample = (profile.endTime - profile.startTime) / 1000 / Math.max(1, profile.samples.length);
    const hits = new Map<number, number>();
    for (const id of profile.samples) hits.set(id, (hits.get(id) ?? 0) + 1);
    for (const node of profile.nodes) {
      const ms = (hits.get(node.id) ?? 0) * msPerSample;
      if (!ms) continue;
      const { functionName, url, lineNumber } = node.callFrame;
      if (functionName === '(idle)' || functionName === '(program)') continue;
      totalMs += ms;
      const owner = functionName === '(garbage collector)' ? 'gc' : ownerOf(url);
      const fn = `${functionName || '(anonymous)'} ${url ? `${path.basename(url)}:${lineNumber + 1}` : ''} [${owner}]`;
      byFunction.set(fn, (byFunction.get(fn) ?? 0) + ms);
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + ms);
    }
  }
  const top = (map: Map<string, number>) =>
    [...map.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, ms]) => `  ${((100 * ms) / totalMs).toFixed(1).padStart(5)} %  ${k}`);
  return [
    `busy ${(totalMs / 1000).toFixed(1)} s; self time by owner:`,
    ...top(byOwner),
    'by function:',
    ...top(byFunction),
  ].join('\n');
}
