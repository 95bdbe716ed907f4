// Text a visitor types into the pre-rendered /auth before the client takes over: hydration adopts
// it into the form's state, and a fresh render over the markup reads its email first.
import '@testing-library/jest-dom';
import { act, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@fff/ui';
import { Field } from '../../features/auth/components/Field';
import { typedEmail } from '../typed-email';

// hydrateRoot is called directly (Testing Library renders afresh): tell React that act() is in use.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function EmailForm() {
  const [email, setEmail] = useState('');
  return (
    <ThemeProvider theme={lightTheme}>
      <form>
        <Field label="Email" name="email" type="email" value={email} onValue={setEmail} />
        <output>{`state: ${email}`}</output>
      </form>
    </ThemeProvider>
  );
}

describe('text typed before the client started', () => {
  it('when the markup hydrates, then the form state takes the text the input holds', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<EmailForm />);
    document.body.append(container);
    container.querySelector('input')!.value = 'early@example.com';

    await act(async () => {
      hydrateRoot(container, <EmailForm />);
    });
    expect(container.querySelector('input')).toHaveValue('early@example.com');
    expect(container.querySelector('output')).toHaveTextContent('state: early@example.com');
    container.remove();
  });

  it('when nothing was typed, then hydration leaves the state as rendered', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<EmailForm />);
    await act(async () => {
      hydrateRoot(container, <EmailForm />);
    });
    expect(container.querySelector('output')?.textContent).toBe('state: ');
  });

  it("when the markup is replaced, then the email field's trimmed text is what goes on", () => {
    const root = document.createElement('div');
    root.innerHTML = '<form><input name="email" type="text"/><input name="password" type="password"/></form>';
    expect(typedEmail(root)).toBe('');
    root.querySelector<HTMLInputElement>('input[name="email"]')!.value = '  ann@example.com ';
    root.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'secret';
    expect(typedEmail(root)).toBe('ann@example.com');
  });
});
