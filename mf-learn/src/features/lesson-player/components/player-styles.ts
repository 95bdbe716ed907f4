// Layout of the full-screen player. The shell leaves out its bars on full-screen routes, so the
// player simply fills the page and scrolls with it (the footer sticks to the bottom).
import styled from 'styled-components';

/** The full-screen frame. */
export const Frame = styled.section`
  min-height: 100vh;
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
  display: flex;
  flex-direction: column;
`;

const column = `width: 100%; max-width: 640px; margin: 0 auto; padding: 16px;`;

/** Header: back link, hearts, step counter and progress. */
export const Top = styled.div`
  ${column}
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

/** A row of the header. */
export const TopRow = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "Step n of m": kept on one line; the lesson title beside it wraps instead. */
export const StepCount = styled.span`
  flex-shrink: 0;
  white-space: nowrap;
`;

/** Hearts left. */
export const Hearts = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
  .heart {
    color: ${({ theme }) => theme.colors.danger};
    fill: currentColor;
  }
`;

/** The step. */
export const Body = styled.div`
  ${column}
  flex: 1;
  h2 {
    font-size: 1.4rem;
  }
  h2:focus {
    outline: none;
  }
  h2:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
  }
`;

/** Bottom bar with the hint and the main button. */
export const Footer = styled.div`
  ${column}
  position: sticky;
  bottom: 0;
  background: ${({ theme }) => theme.colors.bg};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

/** 'Select an answer to continue'. */
export const Hint = styled.p`
  margin: 0;
  text-align: center;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The lesson's title: the page's one h1 (the step headings below are h2). */
export const LessonTitle = styled.h1`
  margin: 0;
  font-size: 1rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: right;
  padding: 0 16px;
`;
