// What a remote area shows when its code could not be loaded: the shared friendly error state.
import { ChefIcon, ErrorState } from '@fff/ui';

/** Friendly failure message with 'Try again'. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorState
      icon={<ChefIcon decorative />}
      title="This part of the kitchen is taking a break."
      stillWorks="The rest of the app still works: use the menu below to keep cooking."
      onRetry={onRetry}
    >
      We couldn't load this section right now.
    </ErrorState>
  );
}
