// Friendly empty / error / placeholder block with an optional action.
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Box = styled.div`
  text-align: center;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

const Icon = styled.div`
  font-size: 2.5rem;
  line-height: 1;
  color: ${({ theme }) => theme.colors.primary};
  svg {
    width: 1em;
    height: 1em;
  }
`;

const Title = styled.h2`
  color: ${({ theme }) => theme.colors.text};
  font-size: 1.2rem;
`;

/** Icon, title, text and an optional action. Use role="alert" for errors. */
export function EmptyState(props: {
  /** A decorative picture above the title (an @fff/ui icon, `decorative`). */
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
  action?: ReactNode;
  role?: 'alert' | 'status';
}) {
  return (
    <Box role={props.role}>
      {props.icon && <Icon aria-hidden="true">{props.icon}</Icon>}
      <Title>{props.title}</Title>
      {props.children && <div>{props.children}</div>}
      {props.action}
    </Box>
  );
}
