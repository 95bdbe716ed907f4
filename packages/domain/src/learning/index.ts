// Learning rules: levels and prestige, hearts, streak, rewards, unlocking, lesson outcome, a new
// learner's start, the wallet's per-operation cap and the developer test pages' texts.
export * from './leveling';
export * from './level-xp';
export * from './prestige';
export * from './hearts';
export * from './new-learner';
export * from './streak';
export * from './streak-freeze';
export * from './shop';
export * from './daily-quests';
export * from './achievements';
export * from './rewards';
export * from './unlocking';
export * from './lesson-outcome';
export * from './wallet-limits';
export * from './test-pages';
export * from './review';
