// Types the `theme` prop of every styled component as our AppTheme.
import 'styled-components';
import type { AppTheme } from './theme/theme';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface DefaultTheme extends AppTheme {}
}
