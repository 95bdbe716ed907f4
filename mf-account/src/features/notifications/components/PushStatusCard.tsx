// This device's permission ('Permission Not Set', Granted, Denied) and subscription (Active/Inactive),
// with Enable / Disable and any problem of the last action (spec part 2 §4, §8).
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button, Card } from '@fff/ui';
import type { PushPermission } from '../lib/push-client';
import type { PushState } from '../hooks/use-push-notifications';

/** How each permission reads on the page. */
export const PERMISSION_LABELS: Record<PushPermission, string> = {
  default: 'Permission Not Set',
  granted: 'Granted',
  denied: 'Denied',
  unsupported: 'Not Supported',
};

const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 8px 16px;
  margin: 0 0 16px;
  dt {
    font-weight: 700;
  }
  dd {
    margin: 0;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
`;

const Problem = styled.div`
  margin-top: 16px;
  padding: 12px;
  border: 2px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radius.md};
  p {
    margin: 4px 0 0;
  }
`;

/** The status card; `children` adds page-specific buttons next to Enable/Disable. */
export function PushStatusCard({ push, children }: { push: PushState; children?: ReactNode }) {
  const subscription = push.active ? 'Active' : 'Inactive';
  return (
    <Card aria-labelledby="push-status-title">
      <h2 id="push-status-title">This device</h2>
      <Facts>
        <dt>Permission</dt>
        <dd data-testid="push-permission">{PERMISSION_LABELS[push.permission]}</dd>
        <dt>Subscription</dt>
        <dd data-testid="push-subscription">{push.checked ? subscription : 'Checking…'}</dd>
        {push.devices > 0 && (
          <>
            <dt>Your devices</dt>
            <dd>{push.devices}</dd>
          </>
        )}
      </Facts>
      <Actions>
        {push.active ? (
          <Button $variant="secondary" disabled={push.busy !== null} onClick={() => void push.disable()}>
            {push.busy === 'disable' ? 'Disabling…' : 'Disable Notifications'}
          </Button>
        ) : (
          <Button disabled={push.busy !== null} onClick={() => void push.enable()}>
            {push.busy === 'enable' ? 'Enabling…' : 'Enable Notifications'}
          </Button>
        )}
        {children}
      </Actions>
      {!push.remindersAllowed && (
        <p>Reminders are off because notifications are turned off in your Privacy Settings.</p>
      )}
      {push.problem && (
        // The toast announces it; this copy stays for reading (no second live region).
        <Problem data-testid="push-problem">
          <strong>{push.problem.title}</strong>
          <p>{push.problem.description}</p>
        </Problem>
      )}
    </Card>
  );
}
