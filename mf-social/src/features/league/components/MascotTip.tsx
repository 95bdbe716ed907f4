// Chef Chilli's tip box on the league screen.
import styled from 'styled-components';
import { MascotIcon } from '@fff/ui';

const Tip = styled.aside`
  display: flex;
  gap: 12px;
  align-items: flex-start;
  padding: ${({ theme }) => theme.space(4)};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colors.accentSoft};
  border: 1px dashed ${({ theme }) => theme.colors.accent};
  p {
    margin: 0;
  }
  strong {
    color: ${({ theme }) => theme.colors.accent};
  }
  svg {
    flex: none;
    color: ${({ theme }) => theme.colors.accent};
  }
`;

/** A short mascot tip. */
export function MascotTip() {
  return (
    <Tip aria-label="Chef Chilli's tip">
      <MascotIcon decorative size="2rem" />
      <p>
        <strong>Chef Chilli says:</strong> your league score counts the XP you earn this week, and the
        week&apos;s theme can make one kind of XP count double. Finish a lesson every day to reach the top 3!
      </p>
    </Tip>
  );
}
