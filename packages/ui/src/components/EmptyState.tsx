// Friendly empty / error / placeholder block with an optional action.
import type { ReactNode } from 'react';
import { StateBox, StateIcon, StateTitle } from './state-parts';

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
    <StateBox role={props.role} $pad={8}>
      {props.icon && <StateIcon>{props.icon}</StateIcon>}
      <StateTitle>{props.title}</StateTitle>
      {props.children && <div>{props.children}</div>}
      {props.action}
    </StateBox>
  );
}
