// The session check goes out first (see @fff/platform's early-refresh): it then travels while the
// shared libraries download and run. A subpath of the package, not a shared module: the entry runs
// before Module Federation has negotiated any (so do the modules below, which import none).
import { startEarlyRefresh } from '@fff/platform/early-refresh';
import { clientStart } from './prerender/client-start';
import { fetchAfterPaint } from './prerender/fetch-after-paint';
import { holdPressesUntilStarted } from './prerender/held-presses';

const sessionCheck = startEarlyRefresh();
holdPressesUntilStarted();
fetchAfterPaint();
// Async boundary: shared singletons are negotiated before any React code runs.
void clientStart(sessionCheck).then(() => import('./bootstrap'));
