// Contact block and quick links of Help & Support (spec part 2 §2).
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Button, Card, ChefIcon, FriendsIcon, LearnIcon, RecipesIcon } from '@fff/ui';
import { BlogIcon } from '@fff/ui/screen-icons';
import { BLOG_URL, HELP_PATHS } from '../../../config/help';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 10px;
  margin-top: 10px;
`;

const Links = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: 10px;
  a {
    display: flex;
    align-items: center;
    gap: 8px;
    min-height: 48px;
    padding: 10px 12px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-weight: 600;
  }
`;

/** Email Support and Report Issue. */
export function ContactBlock({
  onEmailSupport,
  onReportIssue,
}: {
  onEmailSupport: () => void;
  onReportIssue: () => void;
}) {
  return (
    <Card aria-labelledby="contact-title">
      <h2 id="contact-title" style={{ fontSize: '1.15rem', margin: 0 }}>
        <ChefIcon decorative /> Need a hand?
      </h2>
      <p style={{ margin: '4px 0 0' }}>The kitchen crew reads every message.</p>
      <Row>
        <Button onClick={onEmailSupport}>Email Support</Button>
        <Button $variant="secondary" onClick={onReportIssue}>
          Report Issue
        </Button>
      </Row>
    </Card>
  );
}

/** Start Learning, Browse Recipes, Find Friends and the blog. Learn lives at '/' (the spec writes /learn). */
export function QuickLinks() {
  return (
    <nav aria-label="Quick links">
      <Links>
        <li>
          <Link to={HELP_PATHS.learn}>
            <LearnIcon decorative /> Start Learning
          </Link>
        </li>
        <li>
          <Link to={HELP_PATHS.recipes}>
            <RecipesIcon decorative /> Browse Recipes
          </Link>
        </li>
        <li>
          <Link to={HELP_PATHS.friends}>
            <FriendsIcon decorative /> Find Friends
          </Link>
        </li>
        <li>
          <a href={BLOG_URL} target="_blank" rel="noopener noreferrer">
            <BlogIcon decorative /> Read the Blog
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </li>
      </Links>
    </nav>
  );
}
