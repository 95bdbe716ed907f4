// The four league tabs; all are placeholders announcing a later launch (spec part 2 §4).
import { Badge, EmptyState, Tabs } from '@fff/ui';

const TABS = [
  { id: 'rankings', label: 'Rankings', icon: '🏆', text: 'Weekly rankings against cooks in your league.' },
  { id: 'leagues', label: 'Leagues', icon: '🥄', text: 'All ten leagues from Teaspoon Tier to Culinary Olympus.' },
  { id: 'crews', label: 'Crews', icon: '👩‍🍳', text: 'Team up in Kitchen Crews of 2 to 4 cooks.' },
  { id: 'rewards', label: 'Rewards', icon: '🎁', text: 'Weekly rewards for the top of each league.' },
];

/** Rankings / Leagues / Crews / Rewards, each 'Coming Soon' and 'In Development'. */
export function LeagueTabs() {
  return (
    <Tabs
      label="League sections"
      items={TABS.map((t) => ({
        id: t.id,
        label: t.label,
        content: (
          <EmptyState icon={t.icon} title="Coming Soon" action={<Badge $tone="muted">In Development</Badge>}>
            {t.text}
          </EmptyState>
        ),
      }))}
    />
  );
}
