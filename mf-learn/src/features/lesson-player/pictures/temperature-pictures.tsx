// Thermometer and temperature pictures: where the probe goes, the danger zone, the safe internal
// temperatures (USDA figures, both scales).
import type { ReactElement } from 'react';

/** A roast in its pan with a bone near one end; the probe's tip is drawn at (tipX, tipY). */
function RoastWithProbe({
  tipX,
  tipY,
  dial = [tipX - 70, tipY - 80],
  check,
}: {
  tipX: number;
  tipY: number;
  dial?: readonly [number, number];
  check?: boolean;
}) {
  const [dialX, dialY] = dial;
  return (
    <>
      <rect className="soft" x={0} y={0} width={320} height={210} rx={12} />
      <path className="paper" d="M16 150 L304 150 L288 196 L32 196 z" />
      <ellipse className="sauce" cx={160} cy={176} rx={110} ry={10} />
      <ellipse className="meat" cx={150} cy={104} rx={124} ry={50} />
      <rect className="bone" x={218} y={94} width={74} height={20} rx={10} />
      <path className="line" style={{ strokeWidth: 5 }} d={`M${dialX} ${dialY} L${tipX} ${tipY}`} />
      <circle className="paper" cx={dialX} cy={dialY} r={15} />
      <path className="line" d={`M${dialX} ${dialY} l6 -7`} />
      {check && (
        <>
          <circle className="line" style={{ strokeDasharray: '4 4' }} cx={tipX} cy={tipY} r={16} />
          <path className="line" d={`M${tipX + 14} ${tipY - 8} L200 30`} />
          <text className="ink small bold" x={112} y={22}>
            thickest part, off the bone
          </text>
        </>
      )}
    </>
  );
}

const BAND = { top: 24, hot: 84, fridge: 224, bottom: 280 };

export const temperaturePictures = {
  'thermometer-placement': {
    viewBox: '0 0 320 210',
    draw: () => <RoastWithProbe tipX={130} tipY={104} check />,
  },
  'probe-thickest-part': { viewBox: '0 0 320 210', draw: () => <RoastWithProbe tipX={130} tipY={104} /> },
  'probe-touching-bone': { viewBox: '0 0 320 210', draw: () => <RoastWithProbe tipX={228} tipY={96} /> },
  'probe-just-under-surface': {
    viewBox: '0 0 320 210',
    draw: () => <RoastWithProbe tipX={92} tipY={66} dial={[34, 26]} />,
  },
  'probe-in-pan-juices': {
    viewBox: '0 0 320 210',
    draw: () => <RoastWithProbe tipX={268} tipY={178} dial={[300, 124]} />,
  },
  'danger-zone': {
    viewBox: '0 0 390 300',
    draw: () => (
      <>
        <rect className="soft" x={0} y={0} width={390} height={300} rx={12} />
        <rect className="good" x={40} y={BAND.top} width={44} height={BAND.hot - BAND.top} rx={6} />
        <rect className="bad" x={40} y={BAND.hot} width={44} height={BAND.fridge - BAND.hot} />
        <rect className="cold" x={40} y={BAND.fridge} width={44} height={BAND.bottom - BAND.fridge} rx={6} />
        <rect className="line" x={40} y={BAND.top} width={44} height={BAND.bottom - BAND.top} rx={6} />
        <path className="line" d={`M30 ${BAND.hot} h64 M30 ${BAND.fridge} h64`} />
        <text className="ink bold" x={102} y={BAND.hot + 5}>
          140°F (60°C)
        </text>
        <text className="ink bold" x={102} y={BAND.fridge + 5}>
          40°F (4°C)
        </text>
        <text className="ink small" x={102} y={50}>
          Hot food stays at or above
        </text>
        <text className="ink bold" x={102} y={150}>
          Danger zone
        </text>
        <text className="ink small" x={102} y={170}>
          bacteria multiply fastest:
        </text>
        <text className="ink small" x={102} y={188}>
          2 hours out at most, 1 above 90°F (32°C)
        </text>
        <text className="ink small" x={102} y={256}>
          Fridge at or below
        </text>
      </>
    ),
  },
  'safe-temperatures': {
    viewBox: '0 0 420 220',
    draw: () => (
      <>
        <rect className="soft" x={0} y={0} width={420} height={220} rx={12} />
        {(
          [
            [40, 'All poultry, ground poultry too', '165°F (74°C)', 250, false],
            [100, 'Ground beef, pork, veal, lamb', '160°F (71°C)', 230, false],
            [160, 'Whole cuts of beef, pork, veal, lamb', '145°F (63°C)', 200, true],
          ] as const
        ).map(([y, what, temp, len, rest]) => (
          <g key={y}>
            <text className="ink bold" x={20} y={y}>
              {what}
            </text>
            <rect className="accent" x={20} y={y + 10} width={len} height={16} rx={8} />
            <text className="ink small bold" x={len + 28} y={y + 23}>
              {temp}
            </text>
            {rest && (
              <text className="ink small" x={20} y={y + 44}>
                then rest 3 minutes before carving or eating
              </text>
            )}
          </g>
        ))}
      </>
    ),
  },
} satisfies Record<string, { viewBox: string; draw: () => ReactElement }>;
