// 'Back' one view up the drill-down (a link, so it also works with a middle click).
import { Link } from 'react-router-dom';
import styled from 'styled-components';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  font-weight: 700;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.primary};
`;

/** Link to the parent view; `label` names it for screen readers. */
export function BackButton({ to, label }: { to: string; label: string }) {
  return (
    <Back to={to} aria-label={`Back to ${label}`}>
      <span aria-hidden="true">←</span> Back
    </Back>
  );
}
