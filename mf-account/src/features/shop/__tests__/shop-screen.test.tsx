import '@testing-library/jest-dom';
import { screen, within } from '@testing-library/react';
import { fakeApi, renderWithProviders } from '@fff/platform/testing';
import ShopScreen from '../../../app/routes/ShopScreen';

describe('Shop screen', () => {
  it('when shown, then it announces the shop with a Coming Soon badge, four teasers and the notify-me card', () => {
    fakeApi({});
    renderWithProviders(<ShopScreen />, { path: '/shop' });
    expect(screen.getByRole('heading', { name: 'Shop Opens Soon!' })).toBeInTheDocument();
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    const teasers = within(screen.getByRole('list', { name: 'Coming to the shop' })).getAllByRole('heading');
    expect(teasers.map((h) => h.textContent)).toEqual([
      'Mascot Outfits',
      'Kitchen Themes',
      'XP Boosts',
      'Premium Recipes',
    ]);
    expect(screen.getByRole('button', { name: "Notify me when it's ready" })).toBeInTheDocument();
  });
});
