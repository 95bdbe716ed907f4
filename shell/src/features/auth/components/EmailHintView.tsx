// The live hint under the sign-up email field: icon + words (never colour alone), polite live region.
import styled from 'styled-components';
import { type EmailHint } from '@fff/domain/account';
import { EMAIL_HINT_MESSAGES } from '@fff/domain/shared';

const ICONS = { error: '✕', warning: '⚠', success: '✓' } as const;

const Hint = styled.div<{ $level: EmailHint['level'] }>`
  font-size: 0.85rem;
  font-weight: 600;
  color: ${({ theme, $level }) =>
    $level === 'error'
      ? theme.colors.danger
      : $level === 'warning'
        ? theme.colors.accent
        : theme.colors.success};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  button {
    border: 1px solid currentColor;
    background: transparent;
    color: inherit;
    border-radius: ${({ theme }) => theme.radius.pill};
    padding: 4px 10px;
    font-weight: 700;
    cursor: pointer;
  }
`;

/** Hint text with the 'Use suggested email' button when there is a suggestion. */
export function EmailHintView({
  hint,
  onUseSuggestion,
}: {
  hint: EmailHint | null;
  onUseSuggestion: (email: string) => void;
}) {
  return (
    <div role="status" aria-live="polite">
      {hint && (
        <Hint $level={hint.level} data-level={hint.level}>
          <span aria-hidden="true">{ICONS[hint.level]}</span>
          <span>{hint.message}</span>
          {hint.suggestion && (
            <button type="button" onClick={() => onUseSuggestion(hint.suggestion!)}>
              {EMAIL_HINT_MESSAGES.suggestionButton}
            </button>
          )}
        </Hint>
      )}
    </div>
  );
}
