import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@fff/ui';
import { PageErrorBoundary } from '../PageErrorBoundary';

beforeAll(() => jest.spyOn(console, 'error').mockImplementation(() => {}));

let broken = true;
function Screen() {
  const { pathname } = useLocation();
  if (pathname === '/broken' && broken) throw new Error('render failed');
  return <h1>{`screen ${pathname}`}</h1>;
}
// Navigation from outside the boundary (in the shell: the browser's back and forward buttons).
function Page() {
  return (
    <>
      <Link to="/shop">Shop</Link>
      <PageErrorBoundary resetKey={useLocation().pathname}>
        <Screen />
      </PageErrorBoundary>
    </>
  );
}
const renderAt = (path: string) =>
  render(
    <ThemeProvider theme={lightTheme}>
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>
    </ThemeProvider>,
  );

beforeEach(() => {
  broken = true;
});

describe('page error boundary', () => {
  it('when a screen throws, then a friendly error shows, and another address renders again', async () => {
    renderAt('/broken');
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong in the kitchen.');
    await userEvent.click(screen.getByRole('link', { name: 'Shop' }));
    expect(await screen.findByRole('heading', { name: 'screen /shop' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('when Try again is pressed after the cause is gone, then the screen renders', async () => {
    renderAt('/broken');
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('heading', { name: 'screen /broken' })).toBeInTheDocument();
  });
});
