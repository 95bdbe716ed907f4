// 'Back' one view up the drill-down (a link, so it also works with a middle click).
import { BackIcon } from '@fff/ui';
import { BackLink } from '../../../components/BackLink';

/** Link to the parent view; `label` names it for screen readers. */
export function BackButton({ to, label }: { to: string; label: string }) {
  return (
    <BackLink to={to} aria-label={`Back to ${label}`}>
      <BackIcon decorative /> Back
    </BackLink>
  );
}
