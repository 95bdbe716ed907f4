// Progress bar with the ARIA progressbar role, so the value is read out, not only seen.
import styled from 'styled-components';

const Track = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow: hidden;
`;

const Fill = styled.div<{ $color?: string }>`
  height: 100%;
  background: ${({ theme, $color }) => $color ?? theme.colors.primary};
  transition: width 300ms ease;
`;

/** A labelled progress bar; value and max are clamped. */
export function ProgressBar({
  value,
  max = 100,
  label,
  color,
}: {
  value: number;
  max?: number;
  label: string;
  color?: string;
}) {
  const safeMax = max > 0 ? max : 1;
  const clamped = Math.min(Math.max(value, 0), safeMax);
  const pct = Math.round((clamped / safeMax) * 100);
  return (
    <Track
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={safeMax}
      aria-valuenow={clamped}
      aria-valuetext={`${pct}%`}
    >
      <Fill $color={color} style={{ width: `${pct}%` }} />
    </Track>
  );
}
