// The confirmation both ways of parting from a friend share (Remove Friend, Block User): what will
// happen, Cancel, and the action, with its success or failure toast.
import { useCallFeedback } from '@fff/platform';
import { Button, Dialog } from '@fff/ui';
import { DialogButtons } from './styles';

export interface ConfirmPartingProps {
  title: string;
  description: string;
  confirmLabel: string;
  /** Toast titles after the call. */
  done: string;
  failed: string;
  busy: boolean;
  /** The call; resolves when the server said yes. */
  run: () => Promise<unknown>;
  onClose: () => void;
}

/** An open confirmation dialog; closes after the call succeeded. */
export function ConfirmPartingDialog(props: ConfirmPartingProps) {
  const { run: toasted } = useCallFeedback();
  const confirm = async () => {
    if (await toasted(props.run, { done: props.done, failed: props.failed })) props.onClose();
  };
  return (
    <Dialog open onClose={props.onClose} title={props.title} description={props.description}>
      <DialogButtons>
        <Button $variant="ghost" onClick={props.onClose}>
          Cancel
        </Button>
        <Button $variant="danger" onClick={() => void confirm()} disabled={props.busy}>
          {props.confirmLabel}
        </Button>
      </DialogButtons>
    </Dialog>
  );
}
