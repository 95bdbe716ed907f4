// Account rules: sign-up and sign-in, email, passwords and sign-in backoff, account pages and data,
// reminders, picture limits and the mailbox normal form.
export * from './account';
export * from './account-data';
export * from './registration';
export * from './sign-in';
export * from './email';
export * from './password-policy';
export * from './sign-in-backoff';
export * from './avatar-limits';
export * from './reminders';
export * from './signup-limits';
export * from './time-zone';
export * from './mailbox';
