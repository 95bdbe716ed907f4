// Permission and subscription state of this device (spec part 2 §4) and the three actions: enable
// (ask, then subscribe), disable (unsubscribe), and a test push. Failures raise the §8 toasts and stay
// on the page as an alert until the next action.
import { useCallback, useEffect, useState } from 'react';
import { NOTIFICATION_TOASTS as T } from '@fff/domain/account';
import { serverMessage, toast, useAppDispatch, useCallFeedback } from '@fff/platform';
import {
  useGetNotificationStatusQuery,
  useLazyGetVapidPublicKeyQuery,
  useSendTestPushMutation,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
} from '../api/notifications-api';
import {
  currentPermission,
  currentSubscription,
  isPushSupported,
  subscribeBrowser,
  subscriptionJson,
  type PushPermission,
} from '../lib/push-client';

/** A problem shown as a toast and kept on the page. */
export interface PushProblem {
  title: string;
  description: string;
}

/** What went wrong, in words a learner can act on. */
export const PROBLEMS = {
  notSupported: {
    title: T.notSupported,
    description: 'This browser cannot show push notifications. Try a recent Chrome, Edge, Firefox or Safari.',
  },
  denied: {
    title: T.permissionDenied,
    description: `Notifications are blocked for this site. ${T.resetHelp}`,
  },
  dismissed: {
    title: T.permissionDismissed,
    description: 'The permission prompt was closed without a choice. Press Enable again and choose Allow.',
  },
  required: {
    title: T.permissionRequired,
    description: 'Enable notifications on this device first, then send the test again.',
  },
} satisfies Record<string, PushProblem>;

const errorProblem = (what: string, err: unknown): PushProblem => ({
  title: T.error,
  description: `${what}: ${err instanceof Error ? err.message : (serverMessage(err) ?? 'please try again')}. If it keeps failing, reset this site's notification permission. ${T.resetHelp}`,
});

/** The page's push state and actions. */
export function usePushNotifications() {
  const dispatch = useAppDispatch();
  const { fail: told } = useCallFeedback();
  const supported = isPushSupported();
  const [permission, setPermission] = useState<PushPermission>(currentPermission);
  const [endpoint, setEndpoint] = useState<string | null>(null);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState<'enable' | 'disable' | 'test' | null>(null);
  const [problem, setProblem] = useState<PushProblem | null>(null);
  const status = useGetNotificationStatusQuery(endpoint, { skip: !checked || !supported });
  const [getKey] = useLazyGetVapidPublicKeyQuery();
  const [subscribeServer] = useSubscribePushMutation();
  const [unsubscribeServer] = useUnsubscribePushMutation();
  const [sendTest] = useSendTestPushMutation();

  const refresh = useCallback(async () => {
    setPermission(currentPermission());
    const sub = await currentSubscription().catch(() => null);
    setEndpoint(sub?.endpoint ?? null);
    setChecked(true);
  }, []);

  useEffect(() => {
    void refresh();
    // A permission changed in the browser's site settings shows when the learner comes back.
    window.addEventListener('focus', refresh);
    return () => window.removeEventListener('focus', refresh);
  }, [refresh]);

  // The browser still has a subscription the server dropped (expired key, a 410, another account
  // took the device): hand it over again so pushes and the daily reminder resume.
  const statusData = status.data;
  useEffect(() => {
    if (!endpoint || !statusData || statusData.subscribed || permission !== 'granted') return;
    void currentSubscription().then((sub) => {
      if (sub) void subscribeServer(subscriptionJson(sub));
    });
  }, [endpoint, statusData, permission, subscribeServer]);

  const fail = useCallback(
    (p: PushProblem) => {
      setProblem(p);
      told(null, { failed: p.title, failedDetail: p.description });
    },
    [told],
  );
  const done = (title: string, description: string) => {
    setProblem(null);
    dispatch(toast({ title, description, variant: 'success' }));
  };

  const enable = async () => {
    setProblem(null);
    if (!supported) return fail(PROBLEMS.notSupported);
    setBusy('enable');
    try {
      let answer = Notification.permission;
      if (answer === 'default') answer = await Notification.requestPermission();
      setPermission(answer);
      if (answer === 'denied') return fail(PROBLEMS.denied);
      if (answer !== 'granted') return fail(PROBLEMS.dismissed);
      const sub = await subscribeBrowser((await getKey().unwrap()).publicKey);
      await subscribeServer(subscriptionJson(sub)).unwrap();
      setEndpoint(sub.endpoint);
      done(T.enabled, 'Reminders and updates will reach this device.');
    } catch (err) {
      fail(errorProblem('Could not turn on notifications', err));
    } finally {
      setBusy(null);
    }
  };

  const disable = async () => {
    setProblem(null);
    setBusy('disable');
    try {
      const sub = await currentSubscription();
      if (sub) {
        await unsubscribeServer(sub.endpoint)
          .unwrap()
          .catch(() => undefined);
        await sub.unsubscribe();
      }
      setEndpoint(null);
      done(T.disabled, 'This device will not receive notifications.');
    } catch (err) {
      fail(errorProblem('Could not turn off notifications', err));
    } finally {
      setBusy(null);
    }
  };

  const test = async () => {
    setProblem(null);
    if (!supported) return fail(PROBLEMS.notSupported);
    if (currentPermission() !== 'granted' || !endpoint) return fail(PROBLEMS.required);
    setBusy('test');
    try {
      await sendTest(endpoint).unwrap();
      done(T.testSent, 'It should appear on this device in a moment.');
    } catch (err) {
      fail(errorProblem('The test notification was not sent', err));
    } finally {
      setBusy(null);
    }
  };

  const active = Boolean(endpoint) && status.data?.subscribed === true;
  return {
    supported,
    permission,
    active,
    checked,
    endpoint,
    devices: status.data?.devices ?? 0,
    remindersAllowed: status.data?.remindersAllowed ?? true,
    busy,
    problem,
    enable,
    disable,
    test,
    refresh,
  };
}

/** The hook's result. */
export type PushState = ReturnType<typeof usePushNotifications>;
