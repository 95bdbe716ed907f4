/** @jest-environment node */
import { remoteModuleFor } from '../../app/layout/route-spec';
import { DRAWN_PAGES, drawnRemoteOf } from '../drawn-pages';

describe('the pages the renderer draws', () => {
  it('when a page is drawn, then it comes from the remote whose module the route table loads at that path', () => {
    for (const [path, remote] of Object.entries(DRAWN_PAGES)) {
      expect(`${path} ${remoteModuleFor(path)?.split('/')[0]}`).toBe(`${path} ${remote.name}`);
    }
  });

  it('when a path is not a drawn tab screen, then the renderer draws nothing for it', () => {
    expect(drawnRemoteOf('/league')?.name).toBe('mf_social');
    expect(drawnRemoteOf('/settings')).toBeUndefined();
    expect(drawnRemoteOf('/toString')).toBeUndefined();
  });
});
