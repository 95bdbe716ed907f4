// A jar of sauerkraut: cabbage held under its brine by a weight, heaped above it, packed with no
// brine at all, and grown over with mold (Fermentation Basics: keep the vegetables under the brine).
import type { ReactElement } from 'react';

// Cabbage and brine are the foods' own colours in any theme; the jar is drawn in the theme's
// surface and text colours, so it reads on a light or a dark background.
const CABBAGE = '#cfe39a';
const BRINE = '#7fc6bd';
const MOLD = '#3f4a3c';

const JAR = { left: 52, right: 188, top: 40, bottom: 218 };

/** Shreds of cabbage scattered (the same way every time) between `top` and the jar's floor. */
function Shreds({ top }: { top: number }) {
  const shreds: ReactElement[] = [];
  let seed = 7;
  const next = () => {
    seed = (seed * 9301 + 49297) % 233280;
    return seed / 233280;
  };
  const rows = Math.floor((JAR.bottom - 10 - top) / 9);
  for (let row = 0; row <= rows; row++) {
    for (let col = 0; col < 6; col++) {
      const cx = JAR.left + 20 + col * 19 + next() * 6;
      const cy = top + row * 9 + next() * 4;
      const angle = Math.round(next() * 160 - 80);
      shreds.push(
        <ellipse
          key={`${row}-${col}`}
          className="line"
          style={{ fill: CABBAGE, strokeWidth: 1 }}
          cx={cx}
          cy={cy}
          rx={11}
          ry={3}
          transform={`rotate(${angle} ${cx} ${cy})`}
        />,
      );
    }
  }
  return <>{shreds}</>;
}

/** The jar, its cabbage from `cabbageTop`, brine from `brineTop` (none when omitted), and extras on top. */
function Jar({
  cabbageTop,
  brineTop,
  extra,
}: {
  cabbageTop: number;
  brineTop?: number;
  extra?: ReactElement;
}) {
  const { left, right, top, bottom } = JAR;
  return (
    <>
      <rect className="soft" x={0} y={0} width={240} height={240} rx={12} />
      <rect className="paper" x={left + 18} y={top - 18} width={right - left - 36} height={22} rx={4} />
      <rect className="paper" x={left} y={top} width={right - left} height={bottom - top} rx={18} />
      <Shreds top={cabbageTop} />
      {brineTop !== undefined && (
        <>
          <path
            style={{ fill: BRINE, opacity: 0.55 }}
            d={`M${left + 3} ${brineTop} H${right - 3} V${bottom - 16} Q${right - 3} ${bottom - 3} ${right - 16} ${bottom - 3} H${left + 16} Q${left + 3} ${bottom - 3} ${left + 3} ${bottom - 16} z`}
          />
          <path
            className="line"
            d={`M${left + 3} ${brineTop} q17 -5 33 0 t33 0 t33 0 t33 0`}
            style={{ stroke: BRINE, strokeWidth: 3 }}
          />
        </>
      )}
      {extra}
    </>
  );
}

/** Fuzzy mold: dark spots with a halo of short hairs. */
function MoldSpot({ cx, cy, r }: { cx: number; cy: number; r: number }) {
  const hairs = Array.from({ length: 10 }, (_, i) => (i * Math.PI) / 5);
  return (
    <g>
      {hairs.map((a) => (
        <path
          key={a}
          className="line"
          style={{ stroke: MOLD, strokeWidth: 1.5 }}
          d={`M${cx + Math.cos(a) * r} ${cy + Math.sin(a) * r} L${cx + Math.cos(a) * (r + 5)} ${cy + Math.sin(a) * (r + 5)}`}
        />
      ))}
      <circle className="line" style={{ fill: MOLD, strokeWidth: 1 }} cx={cx} cy={cy} r={r} />
    </g>
  );
}

export const fermentPictures = {
  'ferment-submerged': {
    viewBox: '0 0 240 240',
    draw: () => (
      <Jar
        cabbageTop={112}
        brineTop={80}
        extra={
          <>
            {/* A plate pressing the cabbage down, and a weight on the plate. */}
            <ellipse className="steel" cx={120} cy={106} rx={58} ry={6} />
            <rect className="steel" x={98} y={58} width={44} height={44} rx={8} />
          </>
        }
      />
    ),
  },
  'ferment-exposed': {
    viewBox: '0 0 240 240',
    draw: () => <Jar cabbageTop={74} brineTop={156} />,
  },
  'ferment-no-brine': {
    viewBox: '0 0 240 240',
    draw: () => <Jar cabbageTop={136} />,
  },
  'ferment-moldy': {
    viewBox: '0 0 240 240',
    draw: () => (
      <Jar
        cabbageTop={84}
        brineTop={156}
        extra={
          <>
            <MoldSpot cx={88} cy={90} r={7} />
            <MoldSpot cx={132} cy={100} r={9} />
            <MoldSpot cx={160} cy={86} r={6} />
          </>
        }
      />
    ),
  },
} satisfies Record<string, { viewBox: string; draw: () => ReactElement }>;
