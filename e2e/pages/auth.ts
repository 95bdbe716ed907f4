import { expect, type Locator, type Page } from '@playwright/test';

/** The /auth screen: Sign In / Sign Up tabs and the Forgot / Resend panels. */
export class AuthPage {
  constructor(readonly page: Page) {}

  readonly signInForm = () => this.page.getByRole('form', { name: 'Sign In' });
  readonly signUpForm = () => this.page.getByRole('form', { name: 'Sign Up' });
  readonly toast = (text: string | RegExp) => this.page.getByRole('region').getByText(text).first();

  async open(path = '/auth'): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
    await this.started();
    // A client that renders afresh empties #root first: the screen is back once its render is.
    await expect(this.page.getByRole('tab', { name: 'Sign In' })).toBeVisible();
  }

  /**
   * Waits until React runs the page: /auth arrives pre-rendered (visible before its script
   * started) and #root keeps `data-prerendered` until the markup is hydrated or replaced. A
   * signed-out visitor's client starts at their first interaction: a press of Shift, which types
   * nothing, is that here.
   */
  async started(): Promise<void> {
    await this.page.keyboard.press('Shift');
    await expect(this.page.locator('#root[data-prerendered]')).toHaveCount(0);
  }

  async signIn(email: string, password: string): Promise<void> {
    await this.page.getByRole('tab', { name: 'Sign In' }).click();
    const form = this.signInForm();
    await form.getByLabel('Email').fill(email);
    await form.getByLabel('Password').fill(password);
    await form.getByRole('button', { name: 'Sign In' }).click();
  }

  async openSignUp(): Promise<Locator> {
    await this.page.getByRole('tab', { name: 'Sign Up' }).click();
    return this.signUpForm();
  }

  /** Fills the sign-up form; consent defaults to given. */
  async fillSignUp(input: {
    username?: string;
    email?: string;
    password?: string;
    referralCode?: string;
    consent?: boolean;
  }): Promise<Locator> {
    const form = await this.openSignUp();
    if (input.username !== undefined) await form.getByLabel('Username').fill(input.username);
    if (input.email !== undefined) await form.getByLabel('Email').fill(input.email);
    if (input.password !== undefined) await form.getByLabel('Password').fill(input.password);
    if (input.referralCode !== undefined)
      await form.getByLabel('Referral Code (optional)').fill(input.referralCode);
    if (input.consent !== false) await form.getByLabel(/I agree to the processing/).check();
    return form;
  }

  async submitSignUp(): Promise<void> {
    await this.signUpForm().getByRole('button', { name: 'Create Account' }).click();
  }

  /** Opens /settings (mf-account) and presses its Account section's 'Sign Out'. */
  async signOutFromSettings(): Promise<void> {
    await this.page.goto('/settings');
    const account = this.page.getByRole('region', { name: 'Account' });
    await account.getByRole('button', { name: 'Sign Out', exact: true }).click();
  }

  /** The live hint under the sign-up email field. */
  emailHint(): Locator {
    return this.signUpForm().getByRole('status').first();
  }
}
