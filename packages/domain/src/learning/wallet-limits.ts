// Ceiling on one service-to-service wallet operation (credit or transfer). The largest legitimate
// single payment (referral bonus 250, league and crew payouts, gifts) is far below it; the cap
// bounds what a leaked INTERNAL_TOKEN or a bug in a caller could mint in one call.

/** Most Spice Stones or coins one internal wallet credit or transfer may move. */
export const MAX_WALLET_OPERATION_AMOUNT = 10_000;
