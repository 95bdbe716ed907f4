// Presses on a pre-rendered page (/auth, or a learner's Learn drawn by the server) before the client
// took it over (its markup is on screen before any script ran, and the client may start only at the
// first tap: client-start.ts). The markup's buttons do nothing of their own then, a link would load
// the whole app again for its page, and a form the browser sent itself would reach the gateway,
// which sends it back empty (POST /auth answers 303). So a press on a button or a link, or a form's
// submission, waits and is made again once the client has the page (#root loses its
// data-prerendered attribute): the Sign Up tab opens, the Sign In form sends what was typed, a level
// card opens its level. Made again only on markup the client kept (hydrated); a page rendered
// afresh has other elements.
import { PRERENDERED_ATTRIBUTE } from './auth-page-html';

/** Holds presses on #root's buttons and its forms' submissions until the client starts, then replays them. */
export function holdPressesUntilStarted(doc: Document = document): void {
  const root = doc.getElementById('root');
  if (!root?.hasAttribute(PRERENDERED_ATTRIBUTE)) return;
  // In the order made; a press repeating the one before (a double tap on Sign In) is made once.
  const held: Array<{ target: Element; replay: () => void }> = [];
  const marked: Element[] = [];
  const hold = (event: Event, target: Element, replay: () => void) => {
    event.preventDefault();
    event.stopPropagation();
    if (held[held.length - 1]?.target === target) return;
    held.push({ target, replay });
    // Shows that the press was taken (auth-page-html.ts styles it while the page is the build's).
    const pressed = target instanceof HTMLFormElement ? target.querySelector('[type="submit"]') : target;
    if (pressed && !pressed.hasAttribute('aria-busy')) {
      pressed.setAttribute('aria-busy', 'true');
      marked.push(pressed);
    }
  };

  const onClick = (event: Event) => {
    // A link opened in another tab or window (a modifier key, the middle button) is the browser's.
    const mouse = event as MouseEvent;
    if (mouse.button > 0 || mouse.ctrlKey || mouse.metaKey || mouse.shiftKey || mouse.altKey) return;
    const button = event.target instanceof Element ? event.target.closest('button, a[href]') : null;
    if (button instanceof HTMLElement && root.contains(button)) hold(event, button, () => button.click());
  };
  const onSubmit = (event: Event) => {
    const form = event.target;
    if (form instanceof HTMLFormElement && root.contains(form)) hold(event, form, () => form.requestSubmit());
  };
  doc.addEventListener('click', onClick, true);
  doc.addEventListener('submit', onSubmit, true);

  const observer = new MutationObserver(() => {
    if (root.hasAttribute(PRERENDERED_ATTRIBUTE)) return;
    observer.disconnect();
    doc.removeEventListener('click', onClick, true);
    doc.removeEventListener('submit', onSubmit, true);
    // A task later, when React has finished the first commit's work (the state its layout effects
    // took from the inputs: text typed before the client took over), so the press reads that.
    setTimeout(() => {
      for (const el of marked.splice(0)) el.removeAttribute('aria-busy');
      for (const { target, replay } of held.splice(0)) if (target.isConnected) replay();
    }, 0);
  });
  observer.observe(root, { attributes: true, attributeFilter: [PRERENDERED_ATTRIBUTE] });
}
