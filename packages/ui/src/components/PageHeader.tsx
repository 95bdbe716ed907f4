// Screen title with an optional subtitle, back link slot and trailing actions.
import type { ReactNode } from 'react';
import styled from 'styled-components';

const Header = styled.header`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space(3)};
  margin-bottom: ${({ theme }) => theme.space(4)};
`;

const Titles = styled.div`
  flex: 1;
  min-width: 0;
  h1 {
    font-size: 1.6rem;
    margin: 0;
  }
  p {
    margin: 4px 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The h1 of a screen. */
export function PageHeader(props: {
  title: string;
  subtitle?: ReactNode;
  back?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Header>
      {props.back}
      <Titles>
        <h1>{props.title}</h1>
        {props.subtitle && <p>{props.subtitle}</p>}
      </Titles>
      {props.actions}
    </Header>
  );
}
