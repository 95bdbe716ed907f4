import { unregisteredCollections, type UserDataRegistry } from '../user-data';

/**
 * The registry's completeness test, the same in every service: each collection the service can
 * hold (models, raw collections named in `srcDir`, collections in the test database when the suite
 * runs) is registered with how it is erased, or listed as holding no user data with why.
 */
export function describeUserDataRegistry(
  service: string,
  registry: () => UserDataRegistry,
  srcDir: string,
): void {
  describe(`${service} user-data registry`, () => {
    it('every collection is registered with how it is erased, or listed as holding no user data', async () => {
      expect(await unregisteredCollections(registry(), srcDir)).toEqual([]);
    });
  });
}
