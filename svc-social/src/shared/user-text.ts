import { moderateMessage, USER_TEXT_MESSAGES, userTextProblem } from '@fff/domain';
import { badRequest } from '@fff/service-kit';

/**
 * 400 `invalid_text` with a clear message when any of a learner's texts holds direction controls
 * (a right-to-left override) or stacked combining marks: refused whatever it says, before any
 * filtering (chat, friend-request messages, reports, crew names and banners).
 */
export function refuseUnsafeText(...texts: Array<string | null | undefined>): void {
  for (const text of texts) {
    const problem = text ? userTextProblem(text) : null;
    if (problem) throw badRequest(problem, 'invalid_text');
  }
}

/**
 * A crew name or banner through the same moderation as messages: mild words are starred, anything
 * the filter blocks is refused (400 `name_not_allowed`).
 */
export function moderatedName(text: string): string {
  refuseUnsafeText(text);
  if (!text) return text;
  const verdict = moderateMessage(text);
  if (verdict.action === 'block' || verdict.action === 'report')
    throw badRequest(USER_TEXT_MESSAGES.nameNotAllowed, 'name_not_allowed');
  return verdict.cleanedText;
}
