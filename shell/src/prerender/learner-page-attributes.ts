// What a learner's page drawn by the server (shell/src/server) carries for its client. Shared by
// the renderer and the page's entry, which must not import the renderer's modules.

/** The attribute on #root naming the learner the page was rendered for. */
export const RENDERED_FOR_ATTRIBUTE = 'data-rendered-for';
/** The id of the script element (type application/json) holding the render's API state. */
export const SERVER_STATE_ID = 'fff-server-state';

/** The learner the page was rendered for, or null on any other page. */
export function renderedFor(root: Element | null): string | null {
  const value = root?.getAttribute(RENDERED_FOR_ATTRIBUTE);
  return value ? decodeURIComponent(value) : null;
}

/** The API state the server render used, or undefined when the page has none (or it is unreadable). */
export function serverApiState(doc: Document = document): unknown {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
