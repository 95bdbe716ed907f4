import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderWithProviders } from '@fff/platform/testing';
import RecipesScreen from '../../../app/routes/RecipesScreen';
import { BLOG_URL } from '../../../config/help';

describe('Recipe Collection', () => {
  beforeEach(() => fakeApi({}));

  it('when opened, then the Coming Soon modal offers Back to Menu, Visit Blog and a compact notify-me card', () => {
    renderWithProviders(<RecipesScreen />, { path: '/recipes' });
    const dialog = screen.getByRole('dialog', { name: 'Recipes are Coming Soon' });
    expect(within(dialog).getByText('Coming Soon')).toBeInTheDocument();
    const blog = within(dialog).getByRole('link', { name: 'Visit Blog' });
    expect(blog).toHaveAttribute('href', BLOG_URL);
    expect(blog).toHaveAttribute('target', '_blank');
    expect(within(dialog).getByRole('button', { name: 'Notify me' })).toBeInTheDocument();
  });

  it('when Back to Menu is pressed, then the app goes to /more', async () => {
    renderWithProviders(<RecipesScreen />, { path: '/recipes', locationProbe: true });
    await userEvent.click(screen.getByRole('button', { name: 'Back to Menu' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/more');
  });

  it('when Escape closes the modal, then it goes back to /more too', async () => {
    renderWithProviders(<RecipesScreen />, { path: '/recipes', locationProbe: true });
    await userEvent.keyboard('{Escape}');
    expect(screen.getByTestId('location')).toHaveTextContent('/more');
  });
});
