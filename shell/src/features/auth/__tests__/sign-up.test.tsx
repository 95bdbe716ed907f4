import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../../../testing/render-app';
import { fakeApi, json } from '../../../testing/fake-api';
import { HINT_WAIT, remotes, resetPage } from './helpers';

beforeEach(resetPage);

async function openSignUp() {
  renderApp('/auth', remotes);
  await userEvent.click(await screen.findByRole('tab', { name: 'Sign Up' }));
  return screen.findByRole('form', { name: 'Sign Up' });
}

const emailHint = (form: HTMLElement) => within(form).getAllByRole('status')[0];

/** svc-identity's check-email: the disposable-domain list is the server's (mailinator.com is on it). */
const checkEmail = (exists = false) => ({
  'GET /api/auth/check-email': (call: { search: string }) =>
    json(200, {
      exists,
      disposable: /mailinator\.com$/.test(new URLSearchParams(call.search).get('email') ?? ''),
    }),
});

describe('sign up form', () => {
  it('when submitted empty, then every field shows the spec message', async () => {
    fakeApi();
    const form = await openSignUp();
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(within(form).getByText(/Username must be at least 3 characters/)).toBeInTheDocument();
    expect(within(form).getByText(/Please enter a valid email address/)).toBeInTheDocument();
    expect(within(form).getByText(/Password must be at least 6 characters/)).toBeInTheDocument();
    expect(
      within(form).getByText(/You must accept the data processing terms to continue/),
    ).toBeInTheDocument();
  });

  it.each([
    [
      'jane.doe@mailinator.com',
      'Please use a real email address. Temporary or disposable emails are not allowed.',
    ],
    ['test1@gmail.com', 'Please provide a valid personal email address.'],
    // The live hint names the problem ('Invalid character sequence in email'); the field refuses it.
    ['jane..doe@gmail.com', 'Please enter a valid email address'],
  ])('when the email is %s, then the field says "%s"', async (email, message) => {
    fakeApi(checkEmail());
    const form = await openSignUp();
    await userEvent.type(within(form).getByLabelText('Email'), email);
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(within(form).getByText(`⚠ ${message}`)).toBeInTheDocument();
  });

  it('when the username field shows, then it states 3 to 20 characters; 21 is refused on the field and 20 is accepted', async () => {
    fakeApi();
    const form = await openSignUp();
    const username = within(form).getByLabelText('Username');
    expect(username).toHaveAccessibleDescription('3 to 20 characters: letters, numbers and underscores');
    await userEvent.type(username, 'a'.repeat(21));
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(within(form).getByText('⚠ Username must be 20 characters or fewer')).toBeInTheDocument();
    await userEvent.type(username, '{Backspace}');
    // Editing the field clears its message; 20 characters pass the check.
    expect(within(form).queryByText(/Username must be/)).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(within(form).queryByText(/Username must be/)).not.toBeInTheDocument();
  });

  it('when the server refuses a taken username, then the message sits on the username field and no toast shows', async () => {
    fakeApi({
      'GET /api/auth/check-email': () => json(200, { exists: false, disposable: false }),
      'POST /api/auth/register': () =>
        json(409, { error: 'conflict', message: 'This username is already taken.' }),
    });
    const form = await openSignUp();
    await userEvent.type(within(form).getByLabelText('Username'), 'jane_cook');
    await userEvent.type(within(form).getByLabelText('Email'), 'jane.doe@gmail.com');
    await userEvent.type(within(form).getByLabelText('Password'), 'secret1');
    await userEvent.click(within(form).getByLabelText(/I agree to the processing/));
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(await within(form).findByText('⚠ This username is already taken.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Registration failed')).not.toBeInTheDocument();
  });

  it('when the email typed on Sign Up, then Sign In has it too', async () => {
    fakeApi({ 'GET /api/auth/check-email': () => json(200, { exists: false, disposable: false }) });
    const form = await openSignUp();
    await userEvent.type(within(form).getByLabelText('Email'), 'jane.doe@gmail.com');
    await userEvent.click(screen.getByRole('tab', { name: 'Sign In' }));
    expect(within(screen.getByRole('form', { name: 'Sign In' })).getByLabelText('Email')).toHaveValue(
      'jane.doe@gmail.com',
    );
  });

  it('when typing, then the live hint follows the spec order after the debounce', async () => {
    const seen = fakeApi(checkEmail());
    const form = await openSignUp();
    const input = within(form).getByLabelText('Email');
    const cases: [string, string][] = [
      ['jane', 'Please enter a valid email format'],
      ['test1@gmail.com', 'Please provide a valid personal email address'],
      ['jane.doe@mailinator.com', 'Disposable email addresses are not allowed'],
      ['jane.doe@gmial.com', 'Did you mean jane.doe@gmail.com?'],
      ['jo@gmail.com', 'Email address seems too short'],
      ['jane..doe@gmail.com', 'Invalid character sequence in email'],
      ['jane.doe.@gmail.com', 'Email cannot start or end with special characters'],
      ['jane.doe@gmail.com', 'Email format looks good!'],
    ];
    for (const [email, message] of cases) {
      await userEvent.clear(input);
      await userEvent.type(input, email);
      expect(await within(emailHint(form)).findByText(message, {}, HINT_WAIT)).toBeInTheDocument();
    }
    // Addresses the server's check refuses (a 400 and a console error each) are judged here alone.
    const asked = seen
      .filter((c) => c.path === '/api/auth/check-email')
      .map((c) => new URLSearchParams(c.search).get('email'));
    expect(asked).toContain('jane.doe@gmail.com');
    expect(asked).not.toContain('jane..doe@gmail.com');
    expect(asked).not.toContain('jane.doe.@gmail.com');
  }, 20_000);

  it('when the address changes after a hint, then that hint goes at once and the new one follows the debounce', async () => {
    fakeApi(checkEmail());
    const form = await openSignUp();
    const input = within(form).getByLabelText('Email');
    await userEvent.type(input, 'jane.doe@mailinator.com');
    const hint = emailHint(form);
    expect(await within(hint).findByText(/Disposable email/, {}, HINT_WAIT)).toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'jane.doe@gmail.com');
    expect(hint).not.toHaveTextContent('Disposable');
    expect(await within(hint).findByText('Email format looks good!', {}, HINT_WAIT)).toBeInTheDocument();
  });

  it('when a typo suggestion is shown, then "Use suggested email" replaces the address', async () => {
    fakeApi({ 'GET /api/auth/check-email': () => json(200, { exists: false, disposable: false }) });
    const form = await openSignUp();
    const input = within(form).getByLabelText('Email');
    await userEvent.type(input, 'jane.doe@hotmial.com');
    await userEvent.click(
      await within(form).findByRole('button', { name: 'Use suggested email' }, HINT_WAIT),
    );
    expect(input).toHaveValue('jane.doe@hotmail.com');
  });

  it('when the server knows the email, then the hint says so, and on submit the field says it once', async () => {
    const seen = fakeApi({
      'GET /api/auth/check-email': () => json(200, { exists: true, disposable: false }),
    });
    const form = await openSignUp();
    await userEvent.type(within(form).getByLabelText('Email'), 'jane.doe@gmail.com');
    expect(
      await within(emailHint(form)).findByText('This email is already registered', {}, HINT_WAIT),
    ).toBeInTheDocument();
    expect(seen.find((r) => r.path === '/api/auth/check-email')?.search).toBe('?email=jane.doe%40gmail.com');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(within(form).getByText('⚠ This email is already registered')).toBeInTheDocument();
    // One message per problem: no second 'already registered' and no 'valid email' beside it.
    expect(within(form).getAllByText(/already registered/)).toHaveLength(1);
    expect(within(form).queryByText(/Please enter a valid email address/)).not.toBeInTheDocument();
  });

  it('when an invite link (/auth?ref=) is opened, then Sign Up is the open tab with the code filled in', async () => {
    fakeApi();
    renderApp('/auth?ref=sage42xy', remotes);
    expect(await screen.findByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    const form = await screen.findByRole('form', { name: 'Sign Up' });
    expect(within(form).getByLabelText('Referral Code (optional)')).toHaveValue('SAGE42XY');
  });

  it('when a referral code is typed, then it is uppercased and registration goes to the referral endpoint', async () => {
    const seen = fakeApi({
      'GET /api/auth/check-email': () => json(200, { exists: false, disposable: false }),
      'POST /api/referral/register': () => json(201, { success: true, message: 'ok', referralBonus: 250 }),
    });
    const form = await openSignUp();
    await userEvent.type(within(form).getByLabelText('Username'), 'jane_cook');
    await userEvent.type(within(form).getByLabelText('Email'), 'jane.doe@gmail.com');
    await userEvent.type(within(form).getByLabelText('Password'), 'secret1');
    await userEvent.type(within(form).getByLabelText('Referral Code (optional)'), ' abc12 ');
    expect(within(form).getByLabelText('Referral Code (optional)')).toHaveValue(' ABC12 ');
    await userEvent.click(within(form).getByLabelText(/Send me cooking tips/));
    await userEvent.click(within(form).getByLabelText(/I agree to the processing/));
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText(
        /Your 250 Spice Stones referral bonus arrives once you have completed 3 lessons/,
      ),
    ).toBeInTheDocument();
    expect(seen.find((r) => r.path === '/api/referral/register')?.body).toEqual({
      username: 'jane_cook',
      email: 'jane.doe@gmail.com',
      password: 'secret1',
      newsletterSignup: true,
      gdprConsent: true,
      referralCode: 'ABC12',
    });
    // Switched to Sign In, with the email carried over.
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(within(screen.getByRole('form', { name: 'Sign In' })).getByLabelText('Email')).toHaveValue(
      'jane.doe@gmail.com',
    );
  });

  it('when registration fails, then the toast shows the server message or the fallback', async () => {
    fakeApi({
      'GET /api/auth/check-email': () => json(200, { exists: false, disposable: false }),
      'POST /api/auth/register': () => json(500, ''),
    });
    const form = await openSignUp();
    await userEvent.type(within(form).getByLabelText('Username'), 'jane_cook');
    await userEvent.type(within(form).getByLabelText('Email'), 'jane.doe@gmail.com');
    await userEvent.type(within(form).getByLabelText('Password'), 'secret1');
    await userEvent.click(within(form).getByLabelText(/I agree to the processing/));
    await userEvent.click(within(form).getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('Registration failed')).toBeInTheDocument();
    expect(screen.getByText('Please try again with different details.')).toBeInTheDocument();
  });
});
