// The referral card's figures: friends who joined (rewarded once they cooked their first lessons),
// Spice Stones earned from them, and invites still on their way (not verified or not cooked yet).
import styled from 'styled-components';
import { Button, LoadingText } from '@fff/ui';
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

/** Referral stats, or a readable failure with a retry. */
export function ReferralStats() {
  const stats = useGetReferralStatsQuery();
  if (stats.isLoading) return <LoadingText text="Loading your referrals..." />;
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
      <div>
        <dt>Friends joined</dt>
        <dd>{totalReferrals}</dd>
      </div>
      <div>
        <dt>On their way</dt>
        <dd>{pendingReferrals}</dd>
      </div>
      <div>
        <dt>Spice Stones earned</dt>
        <dd>{totalRewards}</dd>
      </div>
    </Figures>
  );
}
