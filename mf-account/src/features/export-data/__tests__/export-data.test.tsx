import '@testing-library/jest-dom';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectToasts } from '@fff/platform';
import { fakeApi, renderWithProviders } from '@fff/platform/testing';
import ExportDataScreen from '../../../app/routes/ExportDataScreen';

const file = {
  app: 'From Fork to Flame',
  exportedAt: '2026-11-23T10:00:00.000Z',
  userId: 'u1',
  types: ['profile'],
  profile: { username: 'chef_ada' },
};
// jsdom's Blob has no text(); FileReader reads it.
const readText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });
let saved: { name: string; blob: Blob }[];
beforeEach(() => {
  saved = [];
  URL.createObjectURL = jest.fn((blob: Blob) => {
    saved.push({ name: '', blob });
    return 'blob:export';
  });
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved[saved.length - 1].name = this.download;
  });
});

describe('Export Data', () => {
  it('when shown, then friends and activities are off, the estimate is 2 KB per type and the back arrow leads to /settings', () => {
    fakeApi({});
    renderWithProviders(<ExportDataScreen />, { signedIn: true });
    expect(screen.getByRole('checkbox', { name: /Friends/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Activities/ })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Profile/ })).toBeChecked();
    expect(screen.getByText('Estimated size: 8 KB')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Settings' })).toHaveAttribute('href', '/settings');
  });

  it('when nothing is chosen, then the spec message shows and Export is disabled', async () => {
    fakeApi({});
    renderWithProviders(<ExportDataScreen />, { signedIn: true });
    for (const name of [/Profile/, /Progress/, /Achievements/, /Settings/])
      await userEvent.click(screen.getByRole('checkbox', { name }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select at least one data type to export');
    expect(screen.getByRole('button', { name: 'Export My Data' })).toBeDisabled();
    expect(screen.getByText('Estimated size: 0 KB')).toBeInTheDocument();
  });

  it('when the password is empty, then Export My Data stays disabled', async () => {
    fakeApi({});
    renderWithProviders(<ExportDataScreen />, { signedIn: true });
    expect(screen.getByRole('button', { name: 'Export My Data' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Current Password'), 'Simmer&Stir42');
    expect(screen.getByRole('button', { name: 'Export My Data' })).toBeEnabled();
  });

  it('when exported, then the chosen types and the password are sent, the JSON file downloads and Data Exported shows', async () => {
    const api = fakeApi({ 'POST /api/user/export-data': () => file });
    const { store } = renderWithProviders(<ExportDataScreen />, { signedIn: true });
    await userEvent.click(screen.getByRole('checkbox', { name: /Friends/ }));
    await userEvent.type(screen.getByLabelText('Current Password'), 'Simmer&Stir42');
    await userEvent.click(screen.getByRole('button', { name: 'Export My Data' }));
    await waitFor(() => expect(selectToasts(store.getState())[0]?.title).toBe('Data Exported'));
    expect(api.called('POST', '/api/user/export-data')[0].body).toEqual({
      types: ['profile', 'progress', 'achievements', 'friends', 'settings'],
      currentPassword: 'Simmer&Stir42',
    });
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
    expect(saved[0].name).toBe('fork-to-flame-data-2026-11-23.json');
    expect(JSON.parse(await readText(saved[0].blob))).toEqual(file);
  });

  it('when the server cannot gather the data, then Export Failed shows its message and nothing downloads', async () => {
    fakeApi({
      'POST /api/user/export-data': () => ({
        status: 503,
        body: {
          error: 'export_unavailable',
          message: 'Some of your data cannot be gathered right now. Please try again in a few minutes.',
        },
      }),
    });
    const { store } = renderWithProviders(<ExportDataScreen />, { signedIn: true });
    await userEvent.type(screen.getByLabelText('Current Password'), 'Simmer&Stir42');
    await userEvent.click(screen.getByRole('button', { name: 'Export My Data' }));
    await waitFor(() => expect(selectToasts(store.getState())[0]?.title).toBe('Export Failed'));
    expect(selectToasts(store.getState())[0].description).toMatch(/cannot be gathered/);
    expect(saved).toHaveLength(0);
  });
});
