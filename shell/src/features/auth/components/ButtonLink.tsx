// A router link that looks like the primary button (outcome screens' single action).
import { Link } from 'react-router-dom';
import styled from 'styled-components';

/** Primary-button-styled <Link>. */
export const ButtonLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 8px 16px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  text-decoration: none;
`;
