import { act } from 'react';
import { useLocation } from 'react-router-dom';
import { useTheme } from 'styled-components';
import { useAppStore } from '../../store/create-store';
import { mountStandalone } from '../mount-standalone';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// Reads each provider, so a missing one throws or shows up empty.
function Probe() {
  const store = useAppStore();
  const theme = useTheme() as { colors?: unknown } | undefined;
  const { pathname } = useLocation();
  return <p>{`store:${typeof store.dispatch} theme:${theme?.colors ? 'yes' : 'no'} path:${pathname}`}</p>;
}

describe('mountStandalone', () => {
  it('when a remote mounts its screen, then it renders inside main with the store, theme and router', async () => {
    document.body.innerHTML = '<div id="root"></div>';
    await act(async () => mountStandalone(<Probe />));
    const main = document.querySelector('#root main');
    expect(main?.textContent).toBe('store:function theme:yes path:/');
  });

  it('when the root element is missing, then it says which one', () => {
    document.body.innerHTML = '';
    expect(() => mountStandalone(<Probe />, 'app')).toThrow('mountStandalone: no element #app');
  });
});
