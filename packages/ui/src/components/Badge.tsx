// Small pill label (counts, "Coming Soon", level tags).
import styled from 'styled-components';

/** A pill; `$tone` picks the colour. */
export const Badge = styled.span<{ $tone?: 'accent' | 'primary' | 'danger' | 'muted' }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 10px;
  border-radius: ${({ theme }) => theme.radius.pill};
  font-size: 0.75rem;
  font-weight: 700;
  line-height: 1.4;
  ${({ theme, $tone = 'accent' }) => {
    const c = theme.colors;
    if ($tone === 'primary') return `background:${c.primary};color:${c.onPrimary};`;
    if ($tone === 'danger') return `background:${c.danger};color:${c.onDanger};`;
    if ($tone === 'muted') return `background:${c.surfaceAlt};color:${c.textMuted};`;
    return `background:${c.accentSoft};color:${c.accent};`;
  }}
`;
