// The referral card's figures: friends who joined (rewarded once they cooked their first lessons),
// Spice Stones earned from them, and invites still on their way (not verified or not cooked yet).
import styled from 'styled-components';
import { Button } from '@fff/ui';
import { useGetReferralStatsQuery } from '../api/referral-api';

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 8px;
  margin: 12px 0 0;
  div {
    background: ${({ theme }) => theme.colors.surface};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 12px;
    padding: 8px;
    text-align: center;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.8rem;
  }
  dd {
    margin: 0;
    font-size: 1.3rem;
    font-weight: 800;
  }
`;

const Failed = styled.div`
  margin-top: 12px;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  align-items: center;
`;

const LABELS = ['Friends joined', 'On their way', 'Spice Stones earned'] as const;

/** The three figures' tiles; while loading, the same tiles with a dash, so nothing moves when they come. */
function Tiles({ values }: { values: readonly (number | string)[] }) {
  return (
    <>
      {LABELS.map((label, i) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{values[i]}</dd>
        </div>
      ))}
    </>
  );
}

/** Referral stats, or a readable failure with a retry. */
export function ReferralStats() {
  const stats = useGetReferralStatsQuery();
  if (stats.isLoading)
    return (
      <>
        <span role="status" className="visually-hidden">
          Loading your referrals...
        </span>
        <Figures aria-hidden="true">
          <Tiles values={['–', '–', '–']} />
        </Figures>
      </>
    );
  if (!stats.data) {
    return (
      <Failed role="alert">
        <span>We couldn&apos;t load your referral stats. Sharing still works.</span>
        <Button $variant="secondary" onClick={() => void stats.refetch()} disabled={stats.isFetching}>
          Try again
        </Button>
      </Failed>
    );
  }
  const { totalReferrals, pendingReferrals, totalRewards } = stats.data;
  return (
    <Figures aria-label="Your referrals">
      <Tiles values={[totalReferrals, pendingReferrals, totalRewards]} />
    </Figures>
  );
}
