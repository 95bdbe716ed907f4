// The roadmap's items live in roadmap-items.json (edit it, restart the service); votes live in
// MongoDB. The file is checked against the contract when the app is built, so a bad edit stops the
// start with a message naming the problem instead of serving a broken roadmap.
import { roadmapContentSchema, type RoadmapContentItem } from '@fff/contracts';
import raw from './roadmap-items.json';

/** The roadmap file failed validation. */
export class RoadmapContentError extends Error {
  override name = 'RoadmapContentError';
}

/** Validate roadmap content (the file by default); throws RoadmapContentError naming the first problems. */
export function loadRoadmapContent(input: unknown = raw): readonly RoadmapContentItem[] {
  const parsed = roadmapContentSchema.safeParse(input);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .slice(0, 5)
      .map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)
      .join('; ');
    throw new RoadmapContentError(`svc-identity/src/roadmap/roadmap-items.json: ${problems}`);
  }
  return Object.freeze(parsed.data);
}
