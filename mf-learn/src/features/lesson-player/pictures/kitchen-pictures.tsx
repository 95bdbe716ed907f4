// Kitchen conventions: cutting-board colours (the common US scheme) and a plate's layout.
import type { ReactElement } from 'react';

// Board colours are the boards' own, whatever the theme; every board has an outline and a written
// name, so colour is never the only cue.
const BOARDS = [
  ['#d64541', 'Red', 'raw meat'],
  ['#f2c12e', 'Yellow', 'raw poultry'],
  ['#2f7fd1', 'Blue', 'raw fish'],
  ['#3a9d4f', 'Green', 'fruit, veg'],
  ['#ffffff', 'White', 'bread, dairy'],
  ['#8a5a36', 'Brown', 'cooked meat'],
] as const;

/** Where each plating label sits: x, y, the clock position, what goes there. */
const PLATE_LABELS = [
  [8, 70, "10 o'clock:", 'starch'],
  [338, 70, "2 o'clock:", 'vegetables'],
  [8, 262, "6 o'clock: main item,", 'nearest the diner'],
  [316, 262, 'rim:', 'kept clean'],
] as const;

export const kitchenPictures = {
  'board-colours': {
    viewBox: '0 0 480 220',
    draw: () => (
      <>
        <rect className="soft" x={0} y={0} width={480} height={220} rx={12} />
        {BOARDS.map(([colour, name, use], i) => {
          const x = 14 + i * 77;
          return (
            <g key={name}>
              <rect x={x} y={24} width={66} height={100} rx={8} className="line" style={{ fill: colour }} />
              <circle className="soft" cx={x + 33} cy={40} r={6} />
              <text className="ink bold small" x={x} y={148}>
                {name}
              </text>
              <text className="ink small" x={x} y={166}>
                {use}
              </text>
            </g>
          );
        })}
        <text className="muted small" x={14} y={200}>
          Common US scheme, a convention: follow your own kitchen&apos;s chart.
        </text>
      </>
    ),
  },
  'plating-layout': {
    viewBox: '0 0 420 300',
    draw: () => (
      <>
        <rect className="soft" x={0} y={0} width={420} height={300} rx={12} />
        <circle className="paper" cx={210} cy={150} r={120} />
        <circle className="line" style={{ strokeDasharray: '3 5' }} cx={210} cy={150} r={92} />
        {/* Main item at 6 o'clock, nearest the diner, on a swipe of sauce. */}
        <ellipse className="sauce" cx={210} cy={205} rx={62} ry={16} />
        <ellipse className="meat" cx={210} cy={198} rx={46} ry={22} />
        {/* Starch at 10 o'clock, vegetables at 2 o'clock. */}
        {[
          [152, 104],
          [168, 90],
          [172, 112],
        ].map(([cx, cy]) => (
          <circle key={`s${cx}`} className="sauce" cx={cx} cy={cy} r={13} />
        ))}
        {[
          [250, 96],
          [266, 110],
          [244, 116],
        ].map(([cx, cy]) => (
          <circle key={`v${cx}`} cx={cx} cy={cy} r={11} style={{ fill: '#3a9d4f' }} className="line" />
        ))}
        {PLATE_LABELS.map(([x, y, head, rest]) => (
          <text key={head} className="ink small" x={x} y={y}>
            <tspan className="bold">{head}</tspan>
            <tspan x={x} dy={16}>
              {rest}
            </tspan>
          </text>
        ))}
      </>
    ),
  },
} satisfies Record<string, { viewBox: string; draw: () => ReactElement }>;
