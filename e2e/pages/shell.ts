import type { Page } from '@playwright/test';

/** The shell's frame: bottom navigation and the remote areas it mounts. */
export class ShellPage {
  constructor(readonly page: Page) {}

  nav() {
    return this.page.getByRole('navigation', { name: /main/i });
  }

  navLink(name: 'Learn' | 'Friends' | 'League' | 'Profile' | 'More') {
    return this.nav().getByRole('link', { name: new RegExp(`^${name}`) });
  }

  remoteFallback() {
    return this.page.getByText('This part of the kitchen is taking a break.');
  }

  /** Versions of each shared package registered in the federation share scope. */
  async sharedVersions(pkg: string): Promise<string[]> {
    return this.page.evaluate((name) => {
      const fed = (
        globalThis as unknown as {
          __FEDERATION__?: {
            __SHARE__?: Record<string, Record<string, Record<string, Record<string, unknown>>>>;
          };
        }
      ).__FEDERATION__;
      const versions = new Set<string>();
      for (const scopes of Object.values(fed?.__SHARE__ ?? {})) {
        for (const scope of Object.values(scopes))
          for (const v of Object.keys(scope[name] ?? {})) versions.add(v);
      }
      return [...versions];
    }, pkg);
  }
}
