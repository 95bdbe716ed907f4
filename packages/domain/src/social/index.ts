// Social rules: friends, gifts and chat, leagues and the league week, weekly themes, crews, referrals.
export * from './social';
export * from './social-rules';
export * from './leagues';
export * from './league-week';
export * from './weekly-theme';
export * from './theme-effects';
export * from './crews';
export * from './referral';
