// Mounts an exposed remote module: lazy load, Suspense, error boundary, retry.
import { Suspense, useState } from 'react';
import { LoadingText } from '@fff/ui';
import { forgetRemote, lazyRemote } from '../lib/remotes/lazy-remote';
import { useRemoteLoader } from '../lib/remotes/remote-loader-context';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { RemoteFallback } from './RemoteFallback';

/**
 * Renders `id` ('mf_learn/LearnHome'). An 'area' shows a loading text and the friendly fallback;
 * a 'widget' (nav badge) shows nothing while loading or when it fails.
 */
export function RemoteModule({ id, variant = 'area' }: { id: string; variant?: 'area' | 'widget' }) {
  const loader = useRemoteLoader();
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt: React.lazy caches a rejected import forever.
  const Lazy = lazyRemote(loader, id, attempt);
  const isWidget = variant === 'widget';
  return (
    <RemoteErrorBoundary
      // A new boundary per attempt: one the loader retries by itself (below) starts without its fallback.
      key={attempt}
      onRetry={() => setAttempt((n) => n + 1)}
      onFailed={(error) => {
        forgetRemote(loader, id, attempt);
        // A canary that threw: the learner is moved to the stable version and it is loaded at once.
        void loader.failedAtStart?.(id, error).then((retry) => {
          if (retry) setAttempt((n) => n + 1);
        });
      }}
      fallback={(retry) => (isWidget ? null : <RemoteFallback onRetry={retry} />)}
    >
      <Suspense fallback={isWidget ? null : <LoadingText text="Warming up the kitchen..." />}>
        <Lazy />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
