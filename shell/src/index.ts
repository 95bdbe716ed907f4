// The session check goes out first (see @fff/platform's early-refresh): it then travels while the
// shared libraries download and run. A subpath of the package, not a shared module: the entry runs
// before Module Federation has negotiated any.
import { startEarlyRefresh } from '@fff/platform/early-refresh';

startEarlyRefresh();
// Async boundary: shared singletons are negotiated before any React code runs.
import('./bootstrap');
