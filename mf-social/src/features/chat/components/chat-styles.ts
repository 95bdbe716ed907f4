// Chat bubbles and the composer, shared by the Friends screen dialog and the drawer.
import styled from 'styled-components';

export const Log = styled.ol`
  list-style: none;
  margin: 0;
  padding: 8px 0;
  display: flex;
  flex-direction: column;
  gap: 8px;
  max-height: 50vh;
  overflow-y: auto;
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
  }
`;

export const Bubble = styled.li<{ $mine: boolean }>`
  align-self: ${({ $mine }) => ($mine ? 'flex-end' : 'flex-start')};
  max-width: 80%;
  padding: 8px 12px;
  border-radius: 14px;
  border-bottom-${({ $mine }) => ($mine ? 'right' : 'left')}-radius: 4px;
  background: ${({ theme, $mine }) => ($mine ? theme.colors.primary : theme.colors.surfaceAlt)};
  color: ${({ theme, $mine }) => ($mine ? theme.colors.onPrimary : theme.colors.text)};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Time = styled.time`
  display: block;
  margin-top: 2px;
  font-size: 0.7rem;
  opacity: 0.85;
  text-align: right;
`;

export const Empty = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 4px;
  padding: 24px 0;
  color: ${({ theme }) => theme.colors.textMuted};
  strong {
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Composer = styled.form`
  display: flex;
  gap: 8px;
  align-items: flex-end;
  margin-top: 8px;
  textarea {
    flex: 1;
    font: inherit;
    resize: none;
    padding: 8px 10px;
    border-radius: ${({ theme }) => theme.radius.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
`;
