// jsdom test environment with Node's fetch API. jsdom has no fetch/Request/Response, and the
// Node ones reject relative URLs, so Request resolves them against the page URL as a browser
// does. Tests then answer `fetch` at the network boundary and run the real store and api.
const { TestEnvironment } = require('jest-environment-jsdom');

class JsdomFetchEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    const NodeRequest = Request;
    g.Request = class extends NodeRequest {
      constructor(input, init) {
        super(typeof input === 'string' ? new URL(input, g.location.href).href : input, init);
      }
    };
    Object.assign(g, {
      fetch,
      Response,
      Headers,
      AbortController,
      AbortSignal,
      ReadableStream,
      TextEncoder,
      TextDecoder,
      structuredClone,
      // Cross-tab session notices (session/cross-tab.ts); a test's own channel plays the other tab.
      BroadcastChannel,
    });
  }
}

module.exports = JsdomFetchEnvironment;
