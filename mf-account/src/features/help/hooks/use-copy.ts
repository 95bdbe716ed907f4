// Copy text to the clipboard with the spec's toasts: 'Copied!' or 'Error' / 'Failed to copy to clipboard'.
import { toast, useAppDispatch } from '@fff/platform';

/** Returns copy(text, what) — `what` names the copied thing in the success toast. */
export function useCopy() {
  const dispatch = useAppDispatch();
  return async (text: string, what: string) => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      dispatch(
        toast({ title: 'Copied!', description: `${what} copied to your clipboard.`, variant: 'success' }),
      );
    } catch {
      dispatch(toast({ title: 'Error', description: 'Failed to copy to clipboard', variant: 'destructive' }));
    }
  };
}
