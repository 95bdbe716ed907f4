// Texts of the developer test pages (/test-xp, /level-debug) when the server refuses them.

/** What each refusal of /api/test/* tells the developer (see TEST_PAGES_REFUSALS in contracts). */
export const TEST_PAGES_TEXT = Object.freeze({
  closed: {
    title: 'Test Pages Closed',
    body:
      'The developer test pages are closed on this server because it runs in production mode. ' +
      'They are open when the platform runs for development (npm start).',
  },
  'developers-only': {
    title: 'For Developers Only',
    body: 'This server opens the developer test pages to developer accounts only.',
  },
});
