// What a remote area shows when its code could not be loaded.
import { Button, EmptyState } from '@fff/ui';

/** Friendly failure message with 'Try again'. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <EmptyState role="alert" icon="🧑‍🍳" title="This part of the kitchen is taking a break." action={<Button onClick={onRetry}>Try again</Button>}>
      We couldn't load this section right now. The rest of the app still works.
    </EmptyState>
  );
}
