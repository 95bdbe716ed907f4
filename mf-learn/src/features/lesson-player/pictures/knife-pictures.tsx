// Knife-cut pictures, drawn to one scale (1 inch = 60 units) so sizes compare between pictures.
import type { ReactElement } from 'react';

const INCH = 60;

/** A 1-inch scale bar, so a picture's sizes can be read without a label naming the cut. */
function ScaleBar({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <path className="line" d={`M${x} ${y} h${INCH} M${x} ${y - 5} v10 M${x + INCH} ${y - 5} v10`} />
      <text className="ink small" x={x + INCH + 8} y={y + 4}>
        1 in (2.5 cm)
      </text>
    </g>
  );
}

/** Sticks `w` × `len` units, one under the other. */
function Sticks({
  n,
  w,
  len,
  x,
  y,
  gap,
}: {
  n: number;
  w: number;
  len: number;
  x: number;
  y: number;
  gap: number;
}) {
  return (
    <g>
      {Array.from({ length: n }, (_, i) => (
        <rect key={i} className="veg" x={x} y={y + i * (w + gap)} width={len} height={w} rx={1} />
      ))}
    </g>
  );
}

/** A loose heap of cubes of side `s` (drawn from above with a little shading on one face). */
function Cubes({ s, x, y, cols, rows }: { s: number; x: number; y: number; cols: number; rows: number }) {
  const cells = Array.from({ length: cols * rows }, (_, i) => [i % cols, Math.floor(i / cols)] as const);
  return (
    <g>
      {cells.map(([c, r]) => (
        <rect
          key={`${c}-${r}`}
          className="veg"
          x={x + c * (s + s / 2) + (r % 2) * (s / 2)}
          y={y + r * (s + s / 2)}
          width={s}
          height={s}
          rx={1}
        />
      ))}
    </g>
  );
}

const withScale = (drawing: ReactElement) => (
  <>
    <rect className="soft" x={0} y={0} width={320} height={200} rx={12} />
    {drawing}
    <ScaleBar x={30} y={175} />
  </>
);

export const knifePictures = {
  'cut-batonnet': {
    viewBox: '0 0 320 200',
    draw: () => withScale(<Sticks n={3} w={INCH / 4} len={INCH * 2.5} x={30} y={40} gap={14} />),
  },
  'cut-julienne': {
    viewBox: '0 0 320 200',
    draw: () => withScale(<Sticks n={5} w={INCH / 8} len={INCH * 1.5} x={30} y={40} gap={12} />),
  },
  'cut-rondelle': {
    viewBox: '0 0 320 200',
    draw: () =>
      withScale(
        <g>
          {[60, 140, 220].map((cx) => (
            <g key={cx}>
              <circle className="veg" cx={cx} cy={85} r={INCH / 2 - 4} />
              <circle className="line" cx={cx} cy={85} r={INCH / 5} />
            </g>
          ))}
        </g>,
      ),
  },
  'cut-medium-dice': {
    viewBox: '0 0 320 200',
    draw: () => withScale(<Cubes s={INCH / 2} x={30} y={30} cols={4} rows={2} />),
  },
  'knife-cuts': {
    viewBox: '0 0 560 270',
    draw: () => (
      <>
        <rect className="soft" x={0} y={0} width={560} height={270} rx={12} />
        <rect className="veg" x={44} y={24} width={INCH / 4} height={INCH * 2.5} rx={1} />
        <rect className="veg" x={180} y={24} width={INCH / 8} height={INCH * 2} rx={1} />
        <Cubes s={INCH / 8} x={300} y={110} cols={4} rows={3} />
        <Cubes s={INCH / 4} x={430} y={90} cols={3} rows={3} />
        {[
          [20, 'Batonnet', '¼ × ¼ × 2–2½ in', '6 mm × 5–6 cm'],
          [150, 'Julienne', '⅛ × ⅛ × 1–2 in', '3 mm × 2.5–5 cm'],
          [290, 'Brunoise', '⅛ in cubes', '3 mm'],
          [420, 'Small dice', '¼ in cubes', '6 mm'],
        ].map(([x, name, inches, metric]) => (
          <g key={name}>
            <text className="ink bold" x={Number(x)} y={200}>
              {name}
            </text>
            <text className="ink small" x={Number(x)} y={218}>
              {inches}
            </text>
            <text className="muted small" x={Number(x)} y={234}>
              {metric}
            </text>
          </g>
        ))}
        <ScaleBar x={20} y={255} />
      </>
    ),
  },
  'claw-grip': {
    viewBox: '0 0 380 230',
    draw: () => (
      <>
        <rect className="soft" x={0} y={0} width={380} height={230} rx={12} />
        <rect className="paper" x={16} y={186} width={300} height={14} rx={4} />
        <rect className="veg" x={40} y={150} width={210} height={36} rx={16} />
        {/* The knife: blade down to the board, handle above. */}
        <rect className="ink" x={224} y={14} width={22} height={40} rx={6} />
        <path className="steel" d="M222 54 h26 v132 h-26 z" />
        {/* The guiding hand: knuckles forward against the flat of the blade, fingertips curled back. */}
        <path
          className="paper"
          d="M120 70 C160 50 210 60 218 92 L218 142 C214 152 200 156 190 150 L150 150 C128 146 112 120 120 70 z"
        />
        {[96, 118, 140].map((y) => (
          <g key={y}>
            <circle className="paper" cx={210} cy={y} r={10} />
            <ellipse className="paper" cx={188} cy={y + 8} rx={9} ry={7} />
          </g>
        ))}
        <path className="line" d="M150 146 C146 156 160 162 172 156" />
        <path className="line" d="M222 96 L262 96" />
        <text className="ink small" x={266} y={92}>
          knuckles
        </text>
        <text className="ink small" x={266} y={108}>
          touch the blade
        </text>
        <path className="line" d="M188 134 L150 212" />
        <text className="ink small" x={60} y={222}>
          fingertips tucked back
        </text>
        <path className="line" d="M150 148 L70 120" />
        <text className="ink small" x={16} y={112}>
          thumb behind
        </text>
      </>
    ),
  },
} satisfies Record<string, { viewBox: string; draw: () => ReactElement }>;
