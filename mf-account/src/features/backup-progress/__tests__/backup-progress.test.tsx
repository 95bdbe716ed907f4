import '@testing-library/jest-dom';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { selectToasts } from '@fff/platform';
import { fakeApi, renderWithProviders, testUser } from '@fff/platform/testing';
import BackupProgressScreen from '../../../app/routes/BackupProgressScreen';

const user = testUser({ username: 'chef_ada', xp: 120 });
beforeEach(() => localStorage.clear());
afterEach(() => jest.useRealTimers());

/** Restore and download wait for the learner (whose backup it is): wait until they are loaded. */
const userLoaded = () =>
  waitFor(() => expect(screen.getByRole('button', { name: 'Restore Backup' })).toBeEnabled());

describe('Backup Progress', () => {
  it('when backed up, then it runs five steps 800 ms apart and stores userBackup and lastBackupTime', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    fakeApi({ 'GET /api/user': () => user });
    const { store } = renderWithProviders(<BackupProgressScreen />, { signedIn: true });
    expect(screen.getByText('No backup yet.')).toBeInTheDocument();
    const start = screen.getByRole('button', { name: 'Back Up Now' });
    await screen.findByRole('button', { name: 'Back Up Now' });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10);
    });
    await userEvent.click(start);
    for (const pct of [20, 40, 60, 80]) {
      await act(() => jest.advanceTimersByTimeAsync(800));
      expect(screen.getByText(`Backing up... ${pct}%`)).toBeInTheDocument();
    }
    expect(localStorage.getItem('userBackup')).toBeNull();
    await act(() => jest.advanceTimersByTimeAsync(800));
    expect(screen.getByText('Backup complete.')).toBeInTheDocument();
    const snap = JSON.parse(localStorage.getItem('userBackup') as string);
    expect(snap).toMatchObject({ version: 1, user: { username: 'chef_ada', xp: 120 } });
    expect(localStorage.getItem('lastBackupTime')).toBe(snap.createdAt);
    expect(selectToasts(store.getState())[0].title).toBe('Backup Complete');
  });

  it.each([
    ['no backup exists', null, 'No Backup Found'],
    ['the stored backup is not valid', '{"version":1}', 'Invalid Backup'],
  ])('when restore is pressed and %s, then %s shows', async (_case, stored, title) => {
    fakeApi({ 'GET /api/user': () => user });
    if (stored) localStorage.setItem('userBackup', stored);
    const { store } = renderWithProviders(<BackupProgressScreen />, { signedIn: true });
    await userLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Restore Backup' }));
    expect(selectToasts(store.getState())[0]).toMatchObject({ title, variant: 'destructive' });
  });

  it('when a backup exists, then restore reports it available and the file downloads', async () => {
    fakeApi({ 'GET /api/user': () => user });
    const snap = { version: 1, createdAt: '2026-11-20T08:00:00.000Z', user };
    localStorage.setItem('userBackup', JSON.stringify(snap));
    const names: string[] = [];
    URL.createObjectURL = jest.fn(() => 'blob:x');
    URL.revokeObjectURL = jest.fn();
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    const { store } = renderWithProviders(<BackupProgressScreen />, { signedIn: true });
    await userLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Restore Backup' }));
    expect(selectToasts(store.getState())[0].title).toBe('Backup Available');
    await userEvent.click(screen.getByRole('button', { name: 'Download Backup File' }));
    expect(names).toEqual(['fork-to-flame-backup-2026-11-20.json']);
  });

  it("when the device holds another learner's backup, then it is neither shown, reported nor downloaded", async () => {
    fakeApi({ 'GET /api/user': () => user });
    const other = testUser({ id: 'someone-else', username: 'chef_bob' });
    const snap = { version: 1, createdAt: '2026-11-20T08:00:00.000Z', user: other };
    localStorage.setItem('userBackup', JSON.stringify(snap));
    localStorage.setItem('lastBackupTime', snap.createdAt);
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    click.mockClear(); // an earlier test may have spied on it already
    const { store } = renderWithProviders(<BackupProgressScreen />, { signedIn: true });
    await screen.findByRole('button', { name: 'Back Up Now' });
    expect(screen.getByText('No backup yet.')).toBeInTheDocument();
    await userLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Restore Backup' }));
    expect(selectToasts(store.getState())[0].title).toBe('No Backup Found');
    await userEvent.click(screen.getByRole('button', { name: 'Download Backup File' }));
    expect(click).not.toHaveBeenCalled();
    jest.restoreAllMocks();
  });

  it('when the browser refuses to store it, then Backup Failed shows', async () => {
    jest.useFakeTimers({ advanceTimers: true });
    fakeApi({ 'GET /api/user': () => user });
    const { store } = renderWithProviders(<BackupProgressScreen />, { signedIn: true });
    await act(() => jest.advanceTimersByTimeAsync(10));
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    await userEvent.click(screen.getByRole('button', { name: 'Back Up Now' }));
    await act(() => jest.advanceTimersByTimeAsync(4000));
    expect(selectToasts(store.getState())[0]).toMatchObject({
      title: 'Backup Failed',
      variant: 'destructive',
    });
    jest.restoreAllMocks();
  });
});
