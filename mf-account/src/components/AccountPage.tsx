// The frame of every account and data page (spec part 2 §2): a title, a back arrow to /settings
// and the page's cards stacked below.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PageHeader } from '@fff/ui';
import { BackLink } from './BackLink';

/** Where every account page's back arrow leads. */
export const SETTINGS_PATH = '/settings';

const Stack = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
`;

/** A titled account page with its back arrow (to Settings unless `back` says otherwise). */
export function AccountPage(props: {
  title: string;
  subtitle?: string;
  back?: { to: string; label: string };
  children: ReactNode;
}) {
  const back = props.back ?? { to: SETTINGS_PATH, label: 'Back to Settings' };
  return (
    <Stack>
      <PageHeader
        title={props.title}
        subtitle={props.subtitle}
        back={<BackLink to={back.to} label={back.label} />}
      />
      {props.children}
    </Stack>
  );
}

/** A labelled text field with its error and hint read by screen readers. */
export const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  label {
    font-weight: 700;
  }
  input,
  textarea,
  select {
    font: inherit;
    padding: 10px 12px;
    min-height: 44px;
    border: 2px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  input:focus-visible,
  textarea:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .error {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

/** A column of form fields. */
export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;
