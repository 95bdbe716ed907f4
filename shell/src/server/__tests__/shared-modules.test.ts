/** @jest-environment node */
import { SINGLETONS } from '@fff/mf-build';
import { SHARED_MODULES } from '../shared-modules';

describe('the libraries the renderer hands to a server entry', () => {
  it('when a server entry is built, then every singleton it leaves out (mf-build SINGLETONS) is one the renderer shares', () => {
    const missing = SINGLETONS.filter((name) => !(name in SHARED_MODULES));
    expect(missing).toEqual([]);
  });
});
