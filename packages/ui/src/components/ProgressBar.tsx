// Progress bar with the ARIA progressbar role, so the value is read out, not only seen.
import styled from 'styled-components';

const Track = styled.div`
  height: 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  overflow: hidden;
`;

// The width is a rule, not a style attribute: the page's CSP refuses style attributes in markup
// (a server-drawn page's bars would show empty), and a whole percentage gives at most 101 rules.
const Fill = styled.div<{ $color?: string; $pct: number }>`
  width: ${({ $pct }) => $pct}%;
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
      <Fill $color={color} $pct={pct} />
    </Track>
  );
}
