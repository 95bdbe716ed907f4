import { composeLearnerPage, scriptSafeJson } from '../learner-page-html';
import { renderedFor, serverApiState, SERVER_STATE_ID } from '../../prerender/learner-page-attributes';

const INDEX =
  '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__"/><title>From Fork to Flame</title>' +
  '<script defer src="/main.js"></script></head><body><div id="root"></div></body></html>';

const page = (apiState: unknown, userId = 'user-1') =>
  composeLearnerPage(INDEX, {
    path: '/',
    title: 'Learn · From Fork to Flame',
    markup: '<main>Prep School</main>',
    styleTags: '<style data-styled="active">.a{color:red}</style>',
    apiState,
    userId,
  });

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe("the learner's page", () => {
  it('when composed, then #root holds the render for the learner, every style has the nonce placeholder and the state reads back', () => {
    const doc = parse(page({ queries: { 'getLevels(undefined)': { status: 'fulfilled' } } }));
    const root = doc.getElementById('root');
    expect(root?.innerHTML).toBe('<main>Prep School</main>');
    expect(renderedFor(root)).toBe('user-1');
    expect(root?.getAttribute('data-prerendered')).toBe('/');
    for (const style of doc.querySelectorAll('style'))
      expect(style.getAttribute('nonce')).toBe('__CSP_NONCE__');
    expect(serverApiState(doc)).toEqual({ queries: { 'getLevels(undefined)': { status: 'fulfilled' } } });
    expect(doc.title).toBe('Learn · From Fork to Flame');
  });

  it('when the state holds markup a learner typed (a name, a message), then it cannot close the script or open another', () => {
    const typed = '</script><script>alert(1)</script><!-- \u2028';
    const html = page({ name: typed });
    const doc = parse(html);
    expect(doc.querySelectorAll('script')).toHaveLength(2); // the page's own and the state's
    expect(doc.getElementById(SERVER_STATE_ID)?.getAttribute('type')).toBe('application/json');
    expect(serverApiState(doc)).toEqual({ name: typed });
    expect(scriptSafeJson({ name: typed })).not.toMatch(/[<>\u2028]/);
  });

  it("when the learner's id needs escaping, then the attribute holds it whole", () => {
    expect(renderedFor(parse(page({}, 'a"b c')).getElementById('root'))).toBe('a"b c');
  });
});
