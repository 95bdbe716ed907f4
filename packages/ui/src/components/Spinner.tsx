// Loading indicator: a flame-coloured ring plus text in a live region.
import styled, { keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span`
  width: 28px;
  height: 28px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.colors.accentSoft};
  border-top-color: ${({ theme }) => theme.colors.primary};
  animation: ${spin} 0.9s linear infinite;
`;

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A spinner ring on its own (decorative). */
export const Spinner = () => <Ring aria-hidden="true" />;

/** Spinner with a status text, e.g. 'Loading From Fork to Flame...'. */
export function LoadingText({ text }: { text: string }) {
  return (
    <Wrap role="status" aria-live="polite">
      <Spinner />
      <span>{text}</span>
    </Wrap>
  );
}
