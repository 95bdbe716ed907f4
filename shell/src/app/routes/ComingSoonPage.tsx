// Stand-in for screens listed in the route table but not built yet.
import { Link } from 'react-router-dom';
import { Badge, EmptyState, KitchenIcon, PageHeader } from '@fff/ui';

/** 'Coming to the kitchen soon' page for `title`. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState
        icon={<KitchenIcon decorative />}
        title="Coming to the kitchen soon"
        action={<Link to="/">Back to Learn</Link>}
      >
        <p>
          This screen is still simmering. <Badge>Coming Soon</Badge>
        </p>
      </EmptyState>
    </>
  );
}
