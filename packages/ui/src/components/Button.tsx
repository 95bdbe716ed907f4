// Buttons: primary (flame), secondary (outlined), ghost and danger.
import styled, { css } from 'styled-components';

/** Button look. */
export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

/** A themed <button>; pass `$variant` and `$block` for full width. */
export const Button = styled.button.attrs<{ type?: string }>((p) => ({ type: p.type ?? 'button' }))<{
  $variant?: ButtonVariant;
  $block?: boolean;
}>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: ${({ theme }) => `${theme.space(2)} ${theme.space(4)}`};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 2px solid transparent;
  font-weight: 700;
  cursor: pointer;
  transition:
    background-color 120ms ease,
    transform 120ms ease;
  width: ${({ $block }) => ($block ? '100%' : 'auto')};
  &:active:not(:disabled) {
    transform: translateY(1px);
  }
  &:disabled {
    opacity: 0.55;
    cursor: not-allowed;
  }
  ${({ theme, $variant = 'primary' }) => {
    const c = theme.colors;
    switch ($variant) {
      case 'secondary':
        return css`
          background: ${c.surface};
          color: ${c.primary};
          border-color: ${c.primary};
        `;
      case 'ghost':
        return css`
          background: transparent;
          color: ${c.text};
          &:hover:not(:disabled) {
            background: ${c.surfaceAlt};
          }
        `;
      case 'danger':
        return css`
          background: ${c.danger};
          color: ${c.onDanger};
        `;
      default:
        return css`
          background: ${c.primary};
          color: ${c.onPrimary};
          &:hover:not(:disabled) {
            background: ${c.primaryHover};
          }
        `;
    }
  }}
`;
