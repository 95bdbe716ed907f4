// A halved boiled egg at four stages: a firm yolk, an overcooked yolk with its grey-green ring
// (iron sulfide), a jammy yolk and a runny one. No stage is written on the picture (a question asks
// which is which); each differs in shape too (a ring band, a glossy centre, a spill), not in colour alone.
import type { ReactElement } from 'react';

/** The cut half: white around the yolk, on a plate; `yolk` is drawn over it. */
function HalfEgg({ yolk }: { yolk: ReactElement }) {
  return (
    <>
      <rect className="soft" x={0} y={0} width={240} height={200} rx={12} />
      <ellipse className="paper" cx={120} cy={176} rx={104} ry={22} />
      <ellipse className="bone" cx={120} cy={104} rx={66} ry={84} />
      {yolk}
    </>
  );
}

export const eggPictures = {
  'egg-firm-yolk': {
    viewBox: '0 0 240 200',
    draw: () => (
      <HalfEgg
        yolk={
          <>
            <circle className="fat" cx={120} cy={112} r={36} />
            {/* A matte, crumbly set yolk: a few fine cracks, no shine. */}
            <path
              className="line"
              style={{ strokeWidth: 1.5, stroke: '#b58f12' }}
              d="M104 102 l10 6 M126 96 l6 10 M112 124 l12 -4"
            />
          </>
        }
      />
    ),
  },
  'egg-green-ring': {
    viewBox: '0 0 240 200',
    draw: () => (
      <HalfEgg
        yolk={
          <>
            <circle className="sulfide" cx={120} cy={112} r={38} />
            <circle className="fat" cx={120} cy={112} r={28} style={{ opacity: 0.8 }} />
          </>
        }
      />
    ),
  },
  'egg-jammy-yolk': {
    viewBox: '0 0 240 200',
    draw: () => (
      <HalfEgg
        yolk={
          <>
            <circle className="fat" cx={120} cy={112} r={36} />
            <circle className="veg" cx={120} cy={112} r={22} />
            {/* The glossy shine of a yolk that is still soft: white in any theme. */}
            <ellipse cx={112} cy={104} rx={6} ry={3} style={{ fill: '#ffffff', opacity: 0.75 }} />
          </>
        }
      />
    ),
  },
  'egg-runny-yolk': {
    viewBox: '0 0 240 200',
    draw: () => (
      <HalfEgg
        yolk={
          // Liquid yolk spilling out of the hollow, over the white and onto the plate.
          <path
            className="veg"
            d="M90 104 C90 78 150 78 150 104 C150 122 140 130 136 150 C134 170 150 180 164 184 C146 192 112 190 104 180 C112 168 112 150 100 134 C92 124 90 114 90 104 z"
          />
        }
      />
    ),
  },
} satisfies Record<string, { viewBox: string; draw: () => ReactElement }>;
