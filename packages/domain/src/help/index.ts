// Help & Support: info-dialog texts, FAQ, game mechanics guide, feedback, notify-me and the roadmap.
export * from './help-texts';
export * from './help-faq';
export * from './help-guide';
export * from './help-feedback';
export * from './help-notify';
export * from './roadmap-rules';
