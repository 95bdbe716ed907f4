// A titled settings card; its rows are the account area's menu rows (components/MenuRows).
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Card, type IconComponent } from '@fff/ui';

const Section = styled(Card)`
  h2 {
    font-size: 1.1rem;
    margin: 0 0 12px;
  }
`;

/** One card with an h2; `accent` draws the coloured edge (the title carries the meaning too). */
export function SettingsSection(props: {
  title: string;
  icon: IconComponent;
  accent?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <Section aria-labelledby={headingId} $accent={props.accent}>
      <h2 id={headingId}>
        <props.icon decorative /> {props.title}
      </h2>
      {props.children}
    </Section>
  );
}
