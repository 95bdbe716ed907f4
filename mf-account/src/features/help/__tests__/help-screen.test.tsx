import '@testing-library/jest-dom';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAQ_CATEGORIES } from '@fff/domain/help';
import { selectToasts } from '@fff/platform';
import { fakeApi, renderWithProviders } from '@fff/platform/testing';
import HelpScreen from '../../../app/routes/HelpScreen';
import { SUPPORT_EMAIL } from '../../../config/help';
import { SUPPORT_TEMPLATE } from '../components/SupportDialogs';

const categoryButton = (title: string) => screen.getByRole('button', { name: new RegExp(`^${title}`) });
const expanded = () => screen.getAllByRole('button', { expanded: true });

describe('Help & Support', () => {
  beforeEach(() => fakeApi({}));

  it('when shown, then contact buttons, the quick links, the guide and the disabled video card are there', () => {
    renderWithProviders(<HelpScreen />, { path: '/help' });
    expect(screen.getByRole('button', { name: 'Email Support' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Report Issue' })).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Quick links' })).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual([
      ' Start Learning',
      ' Browse Recipes',
      ' Find Friends',
      ' Read the Blog (opens in a new tab)',
    ]);
    // Each link carries its SVG picture, hidden from assistive technology (its words name it).
    for (const link of links)
      expect(link.querySelector('svg[data-icon]')).toHaveAttribute('aria-hidden', 'true');
    expect(links.slice(0, 3).map((a) => a.getAttribute('href'))).toEqual(['/', '/recipes', '/friends']);
    expect(screen.getByRole('heading', { name: /Game Mechanics Guide/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Watch Tutorials' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: /Video Tutorials/ })).toHaveTextContent('Coming Soon');
  });

  it('when the FAQ opens, then the first category is open with its count, and one category and one question are open at a time', async () => {
    renderWithProviders(<HelpScreen />);
    const [first, second] = FAQ_CATEGORIES;
    expect(categoryButton(first.title)).toHaveAttribute('aria-expanded', 'true');
    expect(categoryButton(first.title)).toHaveAccessibleName(
      new RegExp(`^${first.title} \\(${first.items.length} questions\\)`),
    );
    expect(categoryButton(second.title)).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(screen.getByRole('button', { name: first.items[0].question }));
    expect(screen.getByText(first.items[0].answer)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: first.items[1].question }));
    expect(screen.getByText(first.items[0].answer)).not.toBeVisible();
    expect(screen.getByText(first.items[1].answer)).toBeVisible();

    await userEvent.click(categoryButton(second.title));
    expect(categoryButton(first.title)).toHaveAttribute('aria-expanded', 'false');
    expect(expanded()).toEqual([categoryButton(second.title)]);
    expect(screen.getByRole('button', { name: second.items[0].question })).toBeVisible();
  });

  it('when Email Support is opened, then Report Issue Instead closes it and focuses the feedback form for a bug', async () => {
    renderWithProviders(<HelpScreen />, { signedIn: true });
    await userEvent.click(screen.getByRole('button', { name: 'Email Support' }));
    const dialog = screen.getByRole('dialog', { name: 'Email Support' });
    expect(dialog).toHaveTextContent('coming soon');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Report Issue Instead' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Feedback type')).toHaveValue('bug');
    await waitFor(() => expect(screen.getByLabelText('Your message')).toHaveFocus());
  });

  it('when the template is copied, then the clipboard gets it and Copied! shows; a clipboard failure says so', async () => {
    const user = userEvent.setup();
    const { store } = renderWithProviders(<HelpScreen />);
    await user.click(screen.getByRole('button', { name: 'Email Support' }));
    await user.click(screen.getByRole('button', { name: 'Use Email Template' }));
    const dialog = screen.getByRole('dialog', { name: 'Email Template' });
    expect(dialog).toHaveTextContent(SUPPORT_EMAIL);
    await user.click(within(dialog).getByRole('button', { name: 'Copy Template' }));
    expect(await navigator.clipboard.readText()).toBe(SUPPORT_TEMPLATE);
    expect(selectToasts(store.getState())[0].title).toBe('Copied!');
    await user.click(within(dialog).getByRole('button', { name: 'Copy Email' }));
    expect(await navigator.clipboard.readText()).toBe(SUPPORT_EMAIL);

    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(within(dialog).getByRole('button', { name: 'Copy Email' }));
    expect(selectToasts(store.getState())[0]).toMatchObject({
      title: 'Error',
      description: 'Failed to copy to clipboard',
    });
  });
});
