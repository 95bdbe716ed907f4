import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { QueryStates, type QueryLike } from '../QueryStates';
import { lightTheme } from '../../theme/theme';

function show(query: QueryLike<string[]>, children: (d: string[]) => ReactNode = (d) => d.join(', ')) {
  return render(
    <ThemeProvider theme={lightTheme}>
      <QueryStates
        query={query}
        loading="Loading your crews..."
        failure={{
          title: "We couldn't load your crews",
          text: 'The kitchen is not answering.',
          role: 'status',
        }}
        empty={{ title: 'No Kitchen Crews yet', text: 'Team up with friends.' }}
      >
        {children}
      </QueryStates>
    </ThemeProvider>,
  );
}

describe('QueryStates', () => {
  it('when loading, then only the loading text shows in a live region', () => {
    show({ isLoading: true });
    expect(screen.getByRole('status')).toHaveTextContent('Loading your crews...');
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('when the query failed and can refetch, then the failure shows with Try again, which refetches', async () => {
    const refetch = jest.fn();
    show({ isLoading: false, error: { status: 503 }, refetch });
    const failure = screen.getByRole('status');
    expect(failure).toHaveTextContent("We couldn't load your crews");
    expect(failure).toHaveTextContent('The kitchen is not answering.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('when the query failed and cannot refetch, then there is no Try again', () => {
    show({ isLoading: false, error: new Error('x') });
    expect(screen.getByRole('heading', { name: "We couldn't load your crews" })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('when a refetch is under way, then Try again waits', () => {
    show({ isLoading: false, error: new Error('x'), isFetching: true, refetch: () => undefined });
    expect(screen.getByRole('button', { name: 'Trying again...' })).toBeDisabled();
  });

  it('when the answer is empty, then the empty state shows and the content does not', () => {
    const content = jest.fn(() => 'content');
    show({ isLoading: false, data: [] }, content);
    expect(screen.getByRole('heading', { name: 'No Kitchen Crews yet' })).toBeInTheDocument();
    expect(screen.getByText('Team up with friends.')).toBeInTheDocument();
    expect(content).not.toHaveBeenCalled();
  });

  it('when there is an answer, then the content shows with it', () => {
    show({ isLoading: false, data: ['Dill Pickles', 'Spice Girls'] });
    expect(screen.getByText('Dill Pickles, Spice Girls')).toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });
});
