// Which XP moves the Cooking Level (decision for issue 38, see packages/domain/README.md, "Levels"):
// every lesson's XP counts, whatever its kind. A lesson pays its XP in its own kind (Flavor Lab lessons
// pay Flavor XP, science lessons Science XP, the rest Prep XP), and the kinds stay visible as a breakdown,
// so a learner who moves on to Flavor Lab keeps levelling. The lifetime `xp` total is not the level's XP:
// prestige sets the three kinds back to 0 and leaves the lifetime total (and the league) untouched.

/** The XP kinds a learner holds. */
export interface XpKinds {
  prepXp: number;
  flavorXp: number;
  scienceXp: number;
}

const safe = (n: number) => (Number.isFinite(n) ? Math.max(0, n) : 0);

/** The XP the Cooking Level is computed from: Prep + Flavor + Science XP since the last prestige. */
export function levelXp(kinds: XpKinds): number {
  return safe(kinds.prepXp) + safe(kinds.flavorXp) + safe(kinds.scienceXp);
}

/** The level rule in one sentence, for every dialog, the FAQ, the guide and the profile. */
export const LEVEL_XP_RULE = 'Every lesson you pass moves your level: Prep, Flavor and Science XP all count.';

/** Which kind of XP a lesson pays, in the learner's words. */
export const XP_KINDS_EXPLAINED =
  'A lesson pays XP of its own kind: Flavor Lab lessons pay Flavor XP, science lessons Science XP and the others Prep XP.';
