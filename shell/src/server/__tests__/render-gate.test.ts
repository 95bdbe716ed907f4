import { createRenderGate, RenderAborted } from '../render-gate';

/** A draw that finishes only when told to, or rejects when its signal aborts (as fetch does). */
function pendingDraw() {
  let finish: (html: string) => void = () => undefined;
  const draw = (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      finish = resolve;
      signal.addEventListener('abort', () => reject(signal.reason), { once: true });
    });
  return { draw, finish: (html: string) => finish(html) };
}

describe('render gate', () => {
  it('when every slot is drawing, then the next request gets no slot until one finishes', async () => {
    const gate = createRenderGate(2, 5_000);
    const [a, b, c] = [pendingDraw(), pendingDraw(), pendingDraw()];
    const first = gate.run(a.draw, new AbortController().signal);
    const second = gate.run(b.draw, new AbortController().signal);
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(gate.run(c.draw, new AbortController().signal)).toBeUndefined();
    a.finish('<p>page</p>');
    await expect(first).resolves.toBe('<p>page</p>');
    expect(gate.inFlight).toBe(1);
    const third = gate.run(c.draw, new AbortController().signal);
    expect(third).toBeDefined();
    b.finish('b');
    c.finish('c');
    await Promise.all([second, third]);
    expect(gate.inFlight).toBe(0);
  });

  it('when the learner leaves before the page is ready, then the draw is aborted and its slot freed', async () => {
    const gate = createRenderGate(1, 5_000);
    const leaving = new AbortController();
    let seen: AbortSignal | undefined;
    const answer = gate.run((signal) => {
      seen = signal;
      return new Promise<string>(() => undefined); // a draw that would never finish by itself
    }, leaving.signal);
    leaving.abort('client closed');
    await expect(answer).rejects.toBeInstanceOf(RenderAborted);
    expect(seen?.aborted).toBe(true);
    expect(gate.inFlight).toBe(0);
    expect(gate.run(async () => 'next', new AbortController().signal)).toBeDefined();
  });

  it('when a draw outlasts the budget, then it is given up and the slot is free again', async () => {
    const gate = createRenderGate(1, 50);
    const answer = gate.run(() => new Promise<string>(() => undefined), new AbortController().signal);
    await expect(answer).rejects.toBeInstanceOf(RenderAborted);
    expect(gate.inFlight).toBe(0);
  });
});
