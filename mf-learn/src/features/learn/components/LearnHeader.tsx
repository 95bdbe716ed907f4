// Learn screen header: back link, title, description, XP badge and level badge (each opens a dialog).
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { useGetCurrentUserQuery } from '@fff/platform';
import { CookingLevelIcon, PageHeader, XpIcon } from '@fff/ui';
import { CookingLevelDialog } from './CookingLevelDialog';
import { XpInfoDialog } from './XpInfoDialog';

const Badges = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const BadgeButton = styled.button`
  min-height: 36px;
  padding: 4px 12px;
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 2px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accentSoft};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 800;
  font-size: 0.85rem;
  white-space: nowrap;
  cursor: pointer;
  .badge-icon {
    vertical-align: -0.2em;
    margin-right: 4px;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** Header of every Learn view. */
export function LearnHeader({
  title,
  description,
  back,
}: {
  title: string;
  description?: string;
  back?: ReactNode;
}) {
  const { data: user } = useGetCurrentUserQuery();
  const [open, setOpen] = useState<'xp' | 'level' | null>(null);
  // The level svc-learning computed; the client never re-derives it.
  const level = user?.level ?? 1;
  const xp = user?.xp ?? 0;
  return (
    <>
      {back}
      <PageHeader
        title={title}
        subtitle={description}
        actions={
          <Badges>
            <BadgeButton onClick={() => setOpen('xp')} aria-haspopup="dialog">
              <XpIcon decorative className="badge-icon" />
              {xp} XP<span className="visually-hidden">, about XP</span>
            </BadgeButton>
            <BadgeButton onClick={() => setOpen('level')} aria-haspopup="dialog">
              <CookingLevelIcon decorative className="badge-icon" /> Lv {level}
              <span className="visually-hidden">, about your Cooking Level</span>
            </BadgeButton>
          </Badges>
        }
      />
      <XpInfoDialog open={open === 'xp'} onClose={() => setOpen(null)} user={user} />
      <CookingLevelDialog open={open === 'level'} onClose={() => setOpen(null)} user={user} />
    </>
  );
}
