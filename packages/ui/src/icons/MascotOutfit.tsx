// Chef Chilli's Mascot Outfits (issue 38; ids and names in @fff/domain MASCOT_OUTFITS), drawn over
// the mascot in the same 24-unit box as the chilli (drawn.ts): a toque above the calyx, shades over
// the body's upper half, a bow tie below. Decorative: the button's name says what it is.
import { createContext, useContext, type ReactElement } from 'react';

/** The outfit Chef Chilli wears on this device (ThemeModeProvider holds it), null for none. */
export const MascotOutfitContext = createContext<string | null>(null);

/** The outfit Chef Chilli wears now. */
export const useMascotOutfit = () => useContext(MascotOutfitContext);

const DRAWINGS: Record<string, ReactElement> = {
  toque: (
    <g fill="#fff" stroke="currentColor" strokeWidth="1.2">
      <path d="M13 6.5h8V4.6a2.3 2.3 0 0 0-1.6-4 2.6 2.6 0 0 0-4.8 0 2.3 2.3 0 0 0-1.6 4z" />
    </g>
  ),
  shades: (
    <g fill="#1f2937" stroke="#1f2937" strokeWidth="1">
      <rect x="10.5" y="9.5" width="3.6" height="2.4" rx="1" />
      <rect x="15.2" y="9.5" width="3.6" height="2.4" rx="1" />
      <path d="M14.1 10.4h1.1" fill="none" />
    </g>
  ),
  'bow-tie': (
    <g fill="#dc2626" stroke="#7f1d1d" strokeWidth="0.8">
      <path d="M9 15.2l-2.6-1.6v3.4zM9 15.2l2.6-1.6v3.4z" />
      <circle cx="9" cy="15.2" r="0.9" />
    </g>
  ),
};

/** The outfit's drawing as an SVG layer over the mascot, or nothing for none (or an unknown id). */
export function MascotOutfitLayer({ outfit }: { outfit: string | null }) {
  const drawing = outfit ? DRAWINGS[outfit] : undefined;
  if (!drawing) return null;
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      data-outfit={outfit}
      style={{ position: 'absolute', inset: '20%', width: '60%', height: '60%', pointerEvents: 'none' }}
    >
      {drawing}
    </svg>
  );
}
