// Fix Notifications (/notification-fix): what is wrong on this device, step by step, and a repair
// that drops this browser's subscription and makes a fresh one.
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { Button, Card } from '@fff/ui';
import { AccountPage } from '../../../components/AccountPage';
import { usePushNotifications } from '../hooks/use-push-notifications';
import { PERMISSION_LABELS, PushStatusCard } from './PushStatusCard';
import { ResetPermissionHelp } from './ResetPermissionHelp';

const Checks = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0;
  li {
    padding: 6px 0;
  }
`;

function useWorkerState(): string {
  const [state, setState] = useState('Checking…');
  useEffect(() => {
    if (!('serviceWorker' in navigator)) {
      setState('Not available');
      return;
    }
    let open = true;
    void navigator.serviceWorker.getRegistration('/').then((r) => {
      const worker = r?.active ?? r?.waiting ?? r?.installing;
      if (open) setState(worker ? `Registered (${worker.state})` : 'Not registered');
      // The shell registers the worker a few seconds after a page loads: follow it until it is active.
      if (!r?.active)
        void navigator.serviceWorker.ready.then((ready) => {
          if (open) setState(`Registered (${ready.active?.state ?? 'activated'})`);
        });
    });
    return () => {
      open = false;
    };
  }, []);
  return state;
}

/** The page. */
export function NotificationFixView() {
  const push = usePushNotifications();
  const worker = useWorkerState();
  const mark = (ok: boolean) => (ok ? '✔ OK' : '✖ Needs attention');

  const repair = async () => {
    if (push.active) await push.disable();
    await push.enable();
  };

  return (
    <AccountPage title="Fix Notifications" subtitle="Find out why notifications do not arrive">
      <Card aria-labelledby="checks-title">
        <h2 id="checks-title">Checks</h2>
        <Checks>
          <li>Browser support: {mark(push.supported)}</li>
          <li>Service worker: {worker}</li>
          <li>
            Permission: {PERMISSION_LABELS[push.permission]} — {mark(push.permission === 'granted')}
          </li>
          <li>
            Subscription: {push.active ? 'Active' : 'Inactive'} — {mark(push.active)}
          </li>
          <li>Reminders allowed in Privacy Settings: {mark(push.remindersAllowed)}</li>
        </Checks>
      </Card>
      <PushStatusCard push={push}>
        <Button $variant="secondary" disabled={push.busy !== null} onClick={() => void repair()}>
          Repair Subscription
        </Button>
      </PushStatusCard>
      <ResetPermissionHelp />
    </AccountPage>
  );
}
