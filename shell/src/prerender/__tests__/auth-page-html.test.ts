import { composePrerenderedPage, PRERENDERED_ATTRIBUTE } from '../auth-page-html';

const INDEX =
  '<!doctype html><html><head><meta property="csp-nonce" nonce="__CSP_NONCE__"/><title>From Fork to Flame</title>' +
  '<link rel="preload" as="script" href="/494.de1229d75f2b.js"><link rel="icon" href="/icon-64.png"/>' +
  '<script defer="defer" src="/main.0123456789ab.js"></script></head><body><div id="root"></div></body></html>';

const page = {
  path: '/auth',
  title: 'Sign In · From Fork to Flame',
  markup: '<main class="sc-a b"><h1>From Fork to Flame</h1></main>',
  styleTags: '<style data-styled="true" data-styled-version="6.6.0">.b{color:red}</style>',
};

describe('the pre-rendered page', () => {
  it('when composed, then #root holds the markup and names the path, and the scripts stay', () => {
    const html = composePrerenderedPage(INDEX, page);
    expect(html).toContain(`<div id="root" ${PRERENDERED_ATTRIBUTE}="/auth">${page.markup}</div>`);
    expect(html).toContain('<script defer="defer" src="/main.0123456789ab.js"></script>');
    expect(html).toContain('<title>Sign In · From Fork to Flame</title>');
  });

  it("when composed, then the client's script preloads wait for the first paint, listed for the entry", () => {
    const html = composePrerenderedPage(INDEX, page);
    expect(html).toContain('<meta name="fff-after-paint" content="/494.de1229d75f2b.js">');
    expect(html).not.toContain('rel="preload"');
    expect(html).toContain('<link rel="icon" href="/icon-64.png"/>');
  });

  it("when composed, then every <style> in the head carries the nonce placeholder of index.html's csp-nonce tag", () => {
    const html = composePrerenderedPage(INDEX, page);
    const head = html.slice(0, html.indexOf('</head>'));
    const styles = head.match(/<style[^>]*>/g) ?? [];
    expect(styles.length).toBe(2);
    for (const tag of styles) expect(tag).toContain('nonce="__CSP_NONCE__"');
    expect(head).toContain('data-styled="true"');
    expect(head).toContain('.b{color:red}');
  });

  it('when index.html has no empty root, then composing fails instead of writing a page without markup', () => {
    expect(() => composePrerenderedPage(INDEX.replace('<div id="root"></div>', ''), page)).toThrow(/root/);
  });

  it('when index.html has no csp-nonce tag, then composing fails instead of writing styles the CSP refuses', () => {
    expect(() =>
      composePrerenderedPage(INDEX.replace('<meta property="csp-nonce" nonce="__CSP_NONCE__"/>', ''), page),
    ).toThrow(/csp-nonce/);
  });

  it('when the markup holds $-patterns, then they are copied as they are', () => {
    const html = composePrerenderedPage(INDEX, { ...page, markup: "<p>$& $' $1</p>" });
    expect(html).toContain("<p>$& $' $1</p>");
  });
});
