// Bottom navigation: Learn, Friends (with the pending-requests badge), League, Profile, More.
import { Link, useLocation } from 'react-router-dom';
import styled from 'styled-components';
import { FriendsIcon, LeagueIcon, LearnIcon, MoreIcon, ProfileIcon } from '@fff/ui';
import { PATHS } from '../../config/paths';
import { FriendsTabBadge } from './FriendsTabBadge';

const TABS = [
  { to: PATHS.learn, label: 'Learn', Icon: LearnIcon },
  { to: PATHS.friends, label: 'Friends', Icon: FriendsIcon },
  { to: PATHS.league, label: 'League', Icon: LeagueIcon },
  { to: PATHS.profile, label: 'Profile', Icon: ProfileIcon },
  { to: PATHS.more, label: 'More', Icon: MoreIcon },
];

/** Learn is also active on lesson and module paths (spec). */
export function isTabActive(to: string, pathname: string): boolean {
  if (to === PATHS.learn)
    return pathname === '/' || pathname.includes('lesson') || pathname.includes('module');
  return pathname === to || pathname.startsWith(`${to}/`);
}

const Nav = styled.nav`
  position: fixed;
  bottom: 0;
  left: 0;
  right: 0;
  z-index: 50;
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  ul {
    list-style: none;
    margin: 0 auto;
    padding: 0 4px env(safe-area-inset-bottom);
    max-width: ${({ theme }) => theme.layout.columnMaxWidth};
    height: ${({ theme }) => theme.layout.bottomNavHeight};
    display: flex;
  }
  li {
    flex: 1;
  }
`;

const Tab = styled(Link)<{ $active: boolean }>`
  position: relative;
  height: 100%;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 2px;
  text-decoration: none;
  font-size: 0.75rem;
  font-weight: ${({ $active }) => ($active ? 800 : 600)};
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : theme.colors.textMuted)};
  border-top: 3px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  .icon {
    font-size: 1.3rem;
    line-height: 1;
  }
  .badge {
    position: absolute;
    top: 6px;
    left: calc(50% + 6px);
  }
`;

/** The fixed bottom tab bar. */
export function BottomNav() {
  const { pathname } = useLocation();
  return (
    <Nav aria-label="Main">
      <ul>
        {TABS.map((tab) => {
          const active = isTabActive(tab.to, pathname);
          return (
            <li key={tab.to}>
              <Tab to={tab.to} $active={active} aria-current={active ? 'page' : undefined}>
                <tab.Icon decorative className="icon" />
                <span>{tab.label}</span>
                {tab.to === PATHS.friends && (
                  <span className="badge">
                    <FriendsTabBadge />
                  </span>
                )}
              </Tab>
            </li>
          );
        })}
      </ul>
    </Nav>
  );
}
