// The Review entry on Learn: how many questions are due and the way into the session; with none due,
// a clear sentence instead of the button. Drawn by the client only, as the daily quests are (the page
// drawn on the server is hydrated before this remote's calls are known to the store).
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { REVIEW_REWARD_TEXT, REVIEW_TEXTS, reviewDueText } from '@fff/domain/learning';
import { Card } from '@fff/ui';
import { reviewPath } from '../../../config/paths';
import { useGetReviewSummaryQuery } from '../api/review-api';
import { useClientStarted } from '../../../components/use-client-started';

const Box = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin-top: 16px;
  h2,
  p {
    margin: 0;
  }
  h2 {
    font-size: 1.05rem;
  }
`;

const Start = styled(Link)`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  padding: 0 18px;
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-weight: 700;
  text-decoration: none;
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** The Review card below the levels. */
export function ReviewEntry() {
  const started = useClientStarted();
  const { data } = useGetReviewSummaryQuery(undefined, { skip: !started });
  if (!data) return null;
  return (
    <Box as="section" aria-labelledby="review-heading">
      <h2 id="review-heading">{REVIEW_TEXTS.entryHeading}</h2>
      {data.due > 0 ? (
        <>
          <p>
            <strong>{reviewDueText(data.due)}</strong>
          </p>
          <p>{REVIEW_TEXTS.entryIntro}</p>
          <p>{REVIEW_REWARD_TEXT}</p>
          <Start to={reviewPath()}>{REVIEW_TEXTS.start}</Start>
        </>
      ) : (
        <p>{REVIEW_TEXTS.nothingDue}</p>
      )}
    </Box>
  );
}
