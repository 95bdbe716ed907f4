// What a visitor typed into the pre-rendered /auth before the client took over. When the client
// renders afresh (a query, another theme, an identity outage for a learner signed in here), the
// markup is replaced, and the email typed there goes on in the new form (the sign-in screen's
// shared email). The password is not carried: it would wait in memory behind an outage screen or
// a signed-in page that never asks for it, so the new form asks for it again.

/** The trimmed text of the pre-rendered sign-in form's email field, '' when there is none. */
export function typedEmail(root: ParentNode): string {
  return root.querySelector<HTMLInputElement>('form input[name="email"]')?.value.trim() ?? '';
}
