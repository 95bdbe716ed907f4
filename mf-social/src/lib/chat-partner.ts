// Who a chat is with: a friend from the list, or a profile opened locally ("pseudo-friendship", no call).

/** The other person of a conversation. */
export interface ChatPartner {
  id: string;
  username: string;
  avatarUrl: string | null;
  isOnline?: boolean;
}

/** A learner's numbers as cards show them; null when hidden by their privacy or unavailable. */
export interface CardNumbers {
  xp: number | null;
  level: number | null;
  streak?: number | null;
  flavourStones: number | null;
}

/** A number for display, or an em dash when it is not shared. */
export const shown = (n: number | null | undefined): string =>
  n === null || n === undefined ? '—' : n.toLocaleString('en-US');
