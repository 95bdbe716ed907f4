// Menu of the More screen: links to the account-area routes.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { ChevronRightIcon, HelpIcon, RecipesIcon, RoadmapIcon, SettingsIcon, ShopIcon } from '@fff/ui';
import { paths } from '../../../config/app';

const LINKS = [
  { to: paths.roadmap, Icon: RoadmapIcon, label: 'Public Roadmap', hint: 'Vote on what we cook up next' },
  { to: paths.shop, Icon: ShopIcon, label: 'Shop', hint: 'Outfits, themes and boosts' },
  { to: paths.settings, Icon: SettingsIcon, label: 'Settings', hint: 'Theme, privacy and account' },
  {
    to: paths.recipes,
    Icon: RecipesIcon,
    label: 'Recipe Collection',
    hint: 'Recipes to practise your skills',
  },
  { to: paths.help, Icon: HelpIcon, label: 'Help & Support', hint: 'FAQ, guides and contact' },
];

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
  li + li {
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Item = styled(Link)`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 14px 16px;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  svg {
    flex: none;
  }
  .chevron {
    margin-left: auto;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The More screen's navigation list. */
export function MoreMenu() {
  return (
    <nav aria-label="More">
      <List>
        {LINKS.map((l) => (
          <li key={l.to}>
            <Item to={l.to}>
              <l.Icon decorative size="1.4rem" />
              <span>
                <strong>{l.label}</strong>
                <small>{l.hint}</small>
              </span>
              <ChevronRightIcon decorative className="chevron" />
            </Item>
          </li>
        ))}
      </List>
    </nav>
  );
}
