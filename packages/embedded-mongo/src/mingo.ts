// The one place mingo is configured: every query, projection and pipeline of the server runs through these.
export { Aggregator, Query } from 'mingo';
