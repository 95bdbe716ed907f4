// Presses on the pre-rendered /auth before the client took it over wait for it and are made again
// once it has (#root loses data-prerendered), reading what was typed meanwhile.
import '@testing-library/jest-dom';
import { act, useState, type FormEvent } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { lightTheme } from '@fff/ui';
import { Started } from '../../app/Started';
import { Field } from '../../features/auth/components/Field';
import { PRERENDERED_ATTRIBUTE } from '../auth-page-html';
import { holdPressesUntilStarted } from '../held-presses';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function SignIn({ onSent, onStarted }: { onSent?: (email: string) => void; onStarted?: () => void }) {
  const [email, setEmail] = useState('');
  const [tab, setTab] = useState('Sign In');
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSent?.(email);
  };
  return (
    <Started onStarted={onStarted}>
      <ThemeProvider theme={lightTheme}>
        <button type="button" onClick={() => setTab('Sign Up')}>
          Sign Up
        </button>
        <output>{tab}</output>
        <form onSubmit={send}>
          <Field label="Email" name="email" type="email" value={email} onValue={setEmail} />
          <button type="submit">Send</button>
        </form>
      </ThemeProvider>
    </Started>
  );
}

let root: HTMLElement;

beforeEach(() => {
  root = document.createElement('div');
  root.id = 'root';
  root.setAttribute(PRERENDERED_ATTRIBUTE, '/auth');
  root.innerHTML = renderToString(<SignIn />);
  document.body.append(root);
});
afterEach(() => root.remove());

const started = () => root.removeAttribute(PRERENDERED_ATTRIBUTE);
const aTaskLater = () => act(() => new Promise((resolve) => setTimeout(resolve, 5)));
const button = (name: string) =>
  [...root.querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement;

describe('presses before the client took over the pre-rendered page', () => {
  it('when the visitor typed and pressed Send (twice) before hydration, then the form is sent once, with what they typed', async () => {
    holdPressesUntilStarted(document);
    const submitted = jest.fn();
    root.addEventListener('submit', submitted);
    root.querySelector('input')!.value = 'early@example.com';
    button('Send').click();
    button('Send').click();
    expect(submitted).not.toHaveBeenCalled();

    const sent = jest.fn();
    await act(async () => {
      hydrateRoot(root, <SignIn onSent={sent} onStarted={started} />);
    });
    await aTaskLater();
    expect(sent.mock.calls).toEqual([['early@example.com']]);
  });

  it('when the visitor pressed a tab before hydration, then it shows the press was taken, and opens once the client has the page', async () => {
    holdPressesUntilStarted(document);
    button('Sign Up').click();
    expect(button('Sign Up')).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      hydrateRoot(root, <SignIn onStarted={started} />);
    });
    await aTaskLater();
    expect(root.querySelector('output')).toHaveTextContent('Sign Up');
    expect(button('Sign Up')).not.toHaveAttribute('aria-busy');
  });

  it('when the form is submitted without a button (the browser sent it itself), then that waits too', async () => {
    holdPressesUntilStarted(document);
    const form = root.querySelector('form')!;
    const submitted = jest.fn((event: Event) => event.preventDefault());
    form.addEventListener('submit', submitted);
    form.requestSubmit();
    // Stopped before the form's own listeners, and kept from the network.
    expect(submitted).not.toHaveBeenCalled();
    expect(button('Send')).toHaveAttribute('aria-busy', 'true');
    started();
    await aTaskLater();
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it('when the client rendered afresh over the markup, then a press on the old markup is dropped', async () => {
    holdPressesUntilStarted(document);
    const pressed = jest.fn();
    const old = button('Sign Up');
    old.addEventListener('click', pressed);
    old.click();
    root.replaceChildren();
    started();
    await aTaskLater();
    expect(pressed).not.toHaveBeenCalled();
  });

  it('once the client has the page, then presses go straight through', async () => {
    holdPressesUntilStarted(document);
    started();
    await aTaskLater();
    const pressed = jest.fn();
    button('Sign Up').addEventListener('click', pressed);
    button('Sign Up').click();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('when the page was not pre-rendered, then nothing is held', () => {
    root.removeAttribute(PRERENDERED_ATTRIBUTE);
    holdPressesUntilStarted(document);
    const pressed = jest.fn();
    button('Sign Up').addEventListener('click', pressed);
    button('Sign Up').click();
    expect(pressed).toHaveBeenCalledTimes(1);
  });
});

describe("links on a learner's page drawn by the server, before the client took over", () => {
  let link: HTMLAnchorElement;
  beforeEach(() => {
    link = document.createElement('a');
    link.href = '/friends';
    link.textContent = 'Friends';
    root.append(link);
  });

  it('when the learner taps a link, then the browser does not follow it, and the client follows it once it has the page', async () => {
    holdPressesUntilStarted(document);
    // The client's router: it takes the press over (jsdom itself does not navigate).
    const routed = jest.fn((event: Event) => event.preventDefault());
    link.addEventListener('click', routed);
    const tap = new MouseEvent('click', { bubbles: true, cancelable: true });
    link.dispatchEvent(tap);
    expect(tap.defaultPrevented).toBe(true);
    expect(routed).not.toHaveBeenCalled();
    expect(link).toHaveAttribute('aria-busy', 'true');
    started();
    await aTaskLater();
    expect(routed).toHaveBeenCalledTimes(1);
  });

  it('when the learner opens the link in a new tab (a modifier key), then that is left to the browser', () => {
    holdPressesUntilStarted(document);
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, ctrlKey: true });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(false);
  });
});
