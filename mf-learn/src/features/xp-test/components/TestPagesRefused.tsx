// What /test-xp shows instead of the award buttons when the server refuses /api/test/*.
import type { TestPagesRefusal } from '@fff/contracts';
import { TEST_PAGES_TEXT } from '@fff/domain/learning';
import { ChefIcon, EmptyState, LockedIcon } from '@fff/ui';

/** The closed (production) or developers-only notice. */
export function TestPagesRefused({ refusal }: { refusal: TestPagesRefusal }) {
  const text = TEST_PAGES_TEXT[refusal];
  return (
    <div role="status">
      <EmptyState
        icon={refusal === 'closed' ? <LockedIcon decorative /> : <ChefIcon decorative />}
        title={text.title}
      >
        {text.body}
      </EmptyState>
    </div>
  );
}
