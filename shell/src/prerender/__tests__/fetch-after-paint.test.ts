import { AFTER_PAINT_META, fetchAfterPaint } from '../fetch-after-paint';

function preloads(): string[] {
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map((l) =>
    l.getAttribute('href'),
  ) as string[];
}

describe('fetchAfterPaint', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    jest.restoreAllMocks();
  });

  it('when the page lists scripts, then they are preloaded only after the next frame has been painted', async () => {
    document.head.innerHTML = `<meta name="${AFTER_PAINT_META}" content="/a.js /b.js">`;
    const frames: FrameRequestCallback[] = [];
    jest.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => frames.push(cb));
    fetchAfterPaint(window);
    expect(preloads()).toEqual([]);
    frames.forEach((cb) => cb(0));
    expect(preloads()).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(preloads()).toEqual(['/a.js', '/b.js']);
  });

  it('when the page lists nothing (any page but /auth), then nothing is added', () => {
    const raf = jest.spyOn(window, 'requestAnimationFrame');
    fetchAfterPaint(window);
    expect(raf).not.toHaveBeenCalled();
    expect(preloads()).toEqual([]);
  });
});
