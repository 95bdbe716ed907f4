// Pictures drawn for the product in Lucide's style (24×24 grid, 2 px round strokes in currentColor),
// where the set has none: Chef Chilli, the mascot (a chilli pepper), and the product logo (a fork
// inside a flame). Same licence as the code of this repository.
import { createLucideIcon } from 'lucide-react';

/** Chef Chilli: a chilli pepper curving down to its tip, with its stem and calyx. */
export const ChilliPepper = createLucideIcon('chef-chilli', [
  [
    'path',
    {
      d: 'M16.5 7.5c2 0 3 1.5 2.5 4-1 5-6.5 9.5-13.5 9.5-2 0-2.5-2-.5-2.7 4.5-1.6 7-4.3 8.3-8 .6-1.7 1.6-2.8 3.2-2.8z',
      key: 'body',
    },
  ],
  ['path', { d: 'M14.8 8.6c.6-1.6 2.6-2.3 4.2-1.3', key: 'calyx' }],
  ['path', { d: 'M17.2 7.5c0-2 .8-3.6 2.8-4.5', key: 'stem' }],
]);

/** From Fork to Flame: a fork standing inside a flame. */
export const ForkInFlame = createLucideIcon('fork-in-flame', [
  [
    'path',
    {
      d: 'M12 2c.6 3.2 6 5.6 6 11.5a6 6 0 0 1-12 0c0-3 1.6-5 3-6.6.4 1.2 1 1.8 1.8 2.1C11 6.5 10.6 4 12 2z',
      key: 'flame',
    },
  ],
  ['path', { d: 'M9.5 10.5v2a2.5 2.5 0 0 0 5 0v-2', key: 'tines' }],
  ['path', { d: 'M12 10.5V19', key: 'handle' }],
]);
