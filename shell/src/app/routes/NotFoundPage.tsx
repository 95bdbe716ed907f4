// Unknown paths, signed in (/reset-password is a real public screen, beyond the spec's table).
import { Link } from 'react-router-dom';
import { EmptyState, UtensilsIcon } from '@fff/ui';

/** 'Page Not Found'. */
export function NotFoundPage() {
  return (
    <>
      <h1>Page Not Found</h1>
      <EmptyState
        icon={<UtensilsIcon decorative />}
        title="Nothing cooking here"
        action={<Link to="/">Go to Learn</Link>}
      >
        We looked in every cupboard but this page isn't here.
      </EmptyState>
    </>
  );
}
