// The one loading text of the session gate and of the screens' chunks while they arrive (spec).

/** Shown while the session, the learner or a screen's code loads. */
export const AUTH_LOADING_TEXT = 'Loading your cooking journey...';
