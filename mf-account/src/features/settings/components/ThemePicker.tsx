// Appearance: Light / Dark / System as native radios, so arrow keys, Tab and Space work as in
// any radio group and screen readers announce "n of 3".
import { useId } from 'react';
import styled from 'styled-components';
import { toast, useAppDispatch } from '@fff/platform';
import {
  DarkThemeIcon,
  LightThemeIcon,
  SystemThemeIcon,
  useThemeMode,
  type IconComponent,
  type ThemeMode,
} from '@fff/ui';
import { THEME_UPDATED } from '../settings-links';

const OPTIONS: { value: ThemeMode; label: string; Icon: IconComponent; hint: string }[] = [
  { value: 'light', label: 'Light', Icon: LightThemeIcon, hint: 'Bright kitchen' },
  { value: 'dark', label: 'Dark', Icon: DarkThemeIcon, hint: 'Easy on the eyes' },
  { value: 'system', label: 'System', Icon: SystemThemeIcon, hint: 'Follows your device' },
];

const Group = styled.fieldset`
  border: 0;
  margin: 0;
  padding: 0;
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 8px;
  legend {
    padding: 0;
    margin-bottom: 8px;
    font-weight: 700;
  }
`;

const Option = styled.label`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 2px;
  padding: 12px 6px;
  min-height: 44px;
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  text-align: center;
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.75rem;
  }
  /* The radio stays in the accessibility tree and takes focus; the card shows its state. */
  input {
    position: absolute;
    opacity: 0;
    inset: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  &:has(input:focus-visible) {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  .check {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** The theme radio group; a change is saved by the provider and confirmed with a toast. */
export function ThemePicker() {
  const { mode, resolved, setMode } = useThemeMode();
  const dispatch = useAppDispatch();
  const idBase = useId();

  const choose = (next: ThemeMode) => {
    setMode(next);
    const what = next === 'system' ? 'Following your device’s setting.' : `Using the ${next} theme.`;
    dispatch(toast({ title: THEME_UPDATED, description: what, variant: 'success' }));
  };

  return (
    <>
      <Group>
        <legend>Theme</legend>
        {OPTIONS.map((o) => (
          <Option key={o.value}>
            <input
              type="radio"
              name="theme"
              value={o.value}
              checked={mode === o.value}
              onChange={() => choose(o.value)}
              aria-label={o.label}
              aria-describedby={`${idBase}-${o.value}`}
            />
            <o.Icon decorative size="1.4rem" />
            <strong>{o.label}</strong>
            <small id={`${idBase}-${o.value}`}>{o.hint}</small>
            {/* A text mark as well as the border colour, so the choice is not shown by colour alone. */}
            {mode === o.value && (
              <span className="check" aria-hidden="true">
                ✓ Selected
              </span>
            )}
          </Option>
        ))}
      </Group>
      {mode === 'system' && <p style={{ margin: '8px 0 0' }}>Your device is set to {resolved} right now.</p>}
    </>
  );
}
