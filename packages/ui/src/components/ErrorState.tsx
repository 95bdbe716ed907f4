// The one friendly error state of every app: what happened in words, what still works, and a way
// to try again. It never shows a status code or a server's raw text; callers pass sentences.
// (An empty state is EmptyState: use it only when the data really is empty, not when a call failed.)
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { StateBox, StateIcon, StateTitle } from './state-parts';
import { KitchenIcon } from '../icons/icons';

const Box = styled(StateBox)`
  p {
    margin: 0;
    max-width: 36ch;
  }
`;

const Title = styled(StateTitle)`
  margin: 0;
`;

const Still = styled.p`
  font-size: 0.9rem;
`;

/** Props of ErrorState. */
export interface ErrorStateProps {
  /** What went wrong, as a heading ("We couldn't load your lessons"). */
  title: string;
  /** What happened, in words a learner understands. */
  children?: ReactNode;
  /** What still works meanwhile ("Your progress is safe…"). */
  stillWorks?: ReactNode;
  /** Retry handler; shows a 'Try again' button. */
  onRetry?: () => void;
  /** True while a retry is under way (the button waits). */
  retrying?: boolean;
  /** Another way out (a link back). */
  action?: ReactNode;
  /** A decorative picture above the title (an @fff/ui icon, `decorative`); a cooking pot when absent. */
  icon?: ReactNode;
  /** 'alert' (default) interrupts; 'status' for a failure inside a screen that already says more. */
  role?: 'alert' | 'status';
}

/** A failure the learner can read and recover from (role="alert" unless told). */
export function ErrorState({
  title,
  children,
  stillWorks,
  onRetry,
  retrying,
  action,
  icon = <KitchenIcon decorative />,
  role = 'alert',
}: ErrorStateProps) {
  return (
    <Box role={role} $pad={6}>
      <StateIcon>{icon}</StateIcon>
      <Title>{title}</Title>
      {children && <p>{children}</p>}
      {stillWorks && <Still>{stillWorks}</Still>}
      {onRetry && (
        <Button onClick={onRetry} disabled={retrying}>
          {retrying ? 'Trying again...' : 'Try again'}
        </Button>
      )}
      {action}
    </Box>
  );
}
