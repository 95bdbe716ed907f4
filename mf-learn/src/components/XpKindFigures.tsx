// The three XP kinds as term/figure pairs, for a <dl> of XP tiles (the XP dialog, the XP test page).
import type { User } from '@fff/contracts';

/** Prep, Flavor and Science XP of the learner, each a <div><dt/><dd/></div> of the caller's list. */
export function XpKindFigures({ user }: { user: Pick<User, 'prepXp' | 'flavorXp' | 'scienceXp'> }) {
  return (
    <>
      <div>
        <dt>Prep XP</dt>
        <dd>{user.prepXp}</dd>
      </div>
      <div>
        <dt>Flavor XP</dt>
        <dd>{user.flavorXp}</dd>
      </div>
      <div>
        <dt>Science XP</dt>
        <dd>{user.scienceXp}</dd>
      </div>
    </>
  );
}
