// How many learner pages the renderer draws at once, and for how long. Drawing costs identity a
// page-session trade and this process CPU; a burst of page loads (or an attacker reloading in a
// loop) beyond the cap gets the plain page at once, which the client renders itself, instead of a
// queue that makes every page late. A learner who leaves before the page is ready (the tab closed,
// a reload) cancels their draw: its identity call is aborted and its slot is free again.

/** Why a draw was given up; the caller then serves the plain page. */
export class RenderAborted extends Error {}

export interface RenderGate {
  /** Draws now in flight. */
  readonly inFlight: number;
  /**
   * Runs `draw` in a free slot, or answers undefined when every slot is taken. The signal handed to
   * `draw` aborts when the budget is spent or `cancel` fires, and the answer then rejects at once
   * (RenderAborted); the slot is freed as soon as the answer settles.
   */
  run<T>(draw: (signal: AbortSignal) => Promise<T>, cancel: AbortSignal): Promise<T> | undefined;
}

function abortedBy(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(new RenderAborted(signal.aborted ? String(signal.reason) : 'aborted'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

export function createRenderGate(limit: number, budgetMs: number): RenderGate {
  let inFlight = 0;
  return {
    get inFlight() {
      return inFlight;
    },
    run(draw, cancel) {
      if (inFlight >= limit) return undefined;
      inFlight += 1;
      const signal = AbortSignal.any([cancel, AbortSignal.timeout(budgetMs)]);
      const answer = Promise.race([draw(signal), abortedBy(signal)]);
      const release = () => {
        inFlight -= 1;
      };
      answer.then(release, release);
      return answer;
    },
  };
}
