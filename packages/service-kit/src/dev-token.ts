/** Secret for /internal/* calls when none is configured outside production. Never use it in production. */
export const DEV_INTERNAL_TOKEN = 'dev-internal-token-not-for-production';
