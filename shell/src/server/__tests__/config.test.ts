/** @jest-environment node */
import { loadRendererConfig } from '../config';

describe("the renderer's configuration", () => {
  it("when nothing is set, then it runs beside `npm start`: its port, the gateway's API and remote list", () => {
    const config = loadRendererConfig({}, '/srv/shell');
    expect(config).toMatchObject({
      port: 4004,
      host: '127.0.0.1',
      apiBaseUrl: 'http://127.0.0.1:8080/api',
      remotesUrl: 'http://127.0.0.1:8080/remotes.json',
      indexHtml: '/srv/shell/dist/index.html',
      renderBudgetMs: 1500,
    });
  });

  it('when the API is elsewhere, then the remote list is read beside it unless REMOTES_URL says otherwise', () => {
    expect(loadRendererConfig({ API_BASE_URL: 'http://gateway:8080/api' }).remotesUrl).toBe(
      'http://gateway:8080/remotes.json',
    );
    expect(
      loadRendererConfig({
        API_BASE_URL: 'http://gateway:8080/api',
        REMOTES_URL: 'http://cdn:80/remotes.json',
      }).remotesUrl,
    ).toBe('http://cdn:80/remotes.json');
  });

  it('when settings are wrong, then one error names each of them', () => {
    expect(() =>
      loadRendererConfig({ PORT: '99999', API_BASE_URL: 'file:///etc/passwd', RENDER_BUDGET_MS: 'soon' }),
    ).toThrow(/PORT .*; API_BASE_URL .*; RENDER_BUDGET_MS /);
  });

  it('when it runs in production without the internal token, then it refuses to start', () => {
    expect(() => loadRendererConfig({ NODE_ENV: 'production' })).toThrow(
      /INTERNAL_TOKEN(_RENDERER)? is required in production/,
    );
    expect(
      loadRendererConfig({
        NODE_ENV: 'production',
        INTERNAL_TOKEN: 'x'.repeat(32),
        INTERNAL_TOKEN_RENDERER: 'x'.repeat(32),
      }).internalToken,
    ).toHaveLength(32);
  });
});
