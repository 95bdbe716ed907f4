// The one 'Back' link style of this remote (drill-down views and the lesson player share it).
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** A router link styled as a back control: primary colour, 44px touch target. */
export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 44px;
  font-weight: 700;
  text-decoration: none;
  color: ${({ theme }) => theme.colors.primary};
`;
