// How long the gateway (nginx and the dev gateway alike) waits for a service to answer.

/**
 * Seconds until a service that has not answered is answered for it with 504 "The service took too
 * long to answer". Services give up on each other after 2 s (two retries at most, service-kit's
 * internal client), and the slowest request (a data export across three services) takes a few
 * seconds, so a healthy answer never comes near this; a service that hangs (frozen, deadlocked)
 * kept the learner's screen on its loading text for the 60 s this used to be.
 */
export const UPSTREAM_READ_TIMEOUT_S = 20;
