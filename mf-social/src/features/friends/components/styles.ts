// Layout pieces shared by the Friends screen's lists and cards.
import styled from 'styled-components';

export const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 10px;
`;

export const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

export const Name = styled.button`
  border: 0;
  background: none;
  padding: 0;
  font: inherit;
  font-weight: 800;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  text-align: left;
  &:hover {
    text-decoration: underline;
  }
`;

export const Meta = styled.p`
  margin: 2px 0 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  margin-top: 10px;
  button {
    min-height: 36px;
    padding: 4px 12px;
  }
`;

export const Grow = styled.div`
  flex: 1;
  min-width: 0;
`;

/** A result's buttons when there are two (Request Sent and Cancel). */
export const ResultButtons = styled.div`
  display: flex;
  gap: 8px;
`;

/**
 * A search result: avatar, name with numbers, and its button. Where the three do not fit on one
 * line (a 320 px phone) the button goes below, instead of squeezing the numbers into a column.
 */
export const ResultRow = styled(Row)`
  flex-wrap: wrap;
  & > ${Grow} {
    flex-basis: 9rem;
  }
  & > button,
  & > ${ResultButtons} {
    margin-left: auto;
  }
`;

export const Field = styled.label`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 12px 0;
  font-weight: 700;
  input,
  textarea {
    font: inherit;
    padding: 10px;
    border-radius: ${({ theme }) => theme.radius.sm};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  small {
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const DialogButtons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 16px;
`;
