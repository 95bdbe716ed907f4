// The back of a spoon dipped in sauce: at nappe, too thin, broken (split) and lumpy.
import type { ReactElement } from 'react';

/** The spoon, back up: handle to the top, bowl below; `coat` is drawn over the bowl. */
function Spoon({ coat }: { coat: ReactElement }) {
  return (
    <>
      <rect className="soft" x={0} y={0} width={240} height={240} rx={12} />
      <rect className="steel" x={110} y={10} width={20} height={90} rx={8} />
      <ellipse className="steel" cx={120} cy={150} rx={62} ry={76} />
      {coat}
    </>
  );
}

export const saucePictures = {
  'sauce-nappe': {
    viewBox: '0 0 240 240',
    draw: () => (
      <Spoon
        coat={
          <>
            <ellipse className="sauce" cx={120} cy={150} rx={56} ry={70} />
            {/* A finger drawn across: the line stays clean, the edges hold. */}
            <rect className="steel" x={62} y={142} width={116} height={12} rx={6} />
          </>
        }
      />
    ),
  },
  'sauce-too-thin': {
    viewBox: '0 0 240 240',
    draw: () => (
      <Spoon
        coat={
          <g style={{ opacity: 0.55 }}>
            <ellipse className="sauce" cx={120} cy={130} rx={50} ry={40} />
            {[88, 112, 140, 158].map((x, i) => (
              <g key={x}>
                <rect className="sauce" x={x} y={150} width={6} height={34 + i * 10} rx={3} />
                <circle className="sauce" cx={x + 3} cy={192 + i * 10} r={6} />
              </g>
            ))}
          </g>
        }
      />
    ),
  },
  'sauce-broken': {
    viewBox: '0 0 240 240',
    draw: () => (
      <Spoon
        coat={
          <>
            <ellipse className="sauce" cx={120} cy={150} rx={56} ry={70} />
            {[
              [90, 110, 9],
              [140, 120, 12],
              [110, 160, 7],
              [150, 175, 10],
              [92, 190, 8],
              [126, 200, 6],
              [118, 128, 5],
            ].map(([cx, cy, r]) => (
              <circle key={`${cx}-${cy}`} className="fat" cx={cx} cy={cy} r={r} />
            ))}
          </>
        }
      />
    ),
  },
  'sauce-lumpy': {
    viewBox: '0 0 240 240',
    draw: () => (
      <Spoon
        coat={
          <>
            <ellipse className="sauce" cx={120} cy={150} rx={56} ry={70} />
            {[
              [96, 112],
              [140, 124],
              [108, 156],
              [150, 170],
              [98, 192],
              [130, 200],
              [124, 134],
            ].map(([cx, cy]) => (
              <g key={`${cx}-${cy}`}>
                <circle className="sauce" cx={cx} cy={cy} r={8} />
                <circle className="muted" cx={cx - 2} cy={cy - 2} r={2} />
              </g>
            ))}
          </>
        }
      />
    ),
  },
} satisfies Record<string, { viewBox: string; draw: () => ReactElement }>;
