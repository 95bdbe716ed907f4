// The back arrow of a screen header (44 px target, named for where it goes).
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { BackIcon } from '@fff/ui';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 44px;
  min-height: 44px;
  font-size: 1.4rem;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.text};
`;

/** The back arrow (an SVG) linking to `to`, announced as `label`. */
export function BackLink({ to, label }: { to: string; label: string }) {
  return (
    <Back to={to} aria-label={label}>
      <BackIcon decorative />
    </Back>
  );
}
