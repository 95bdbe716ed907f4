// Limits of the profile-picture pipeline beyond the spec's 5MB (security hardening). Pictures are
// served at 256×256; a phone photo (12 MP) must still fit, a decompression bomb must not.

/** Most pixels (width × height) an uploaded picture may have: 4096 × 4096. */
export const PICTURE_MAX_PIXELS = 4096 * 4096;
/** Picture formats accepted, recognised from the bytes themselves (never from the declared type). */
export const PICTURE_FORMATS = ['png', 'jpeg', 'webp', 'gif'] as const;
/** What the learner reads when the picture has too many pixels. */
export const PICTURE_TOO_MANY_PIXELS = 'Please select a picture of at most 4096 × 4096 pixels';
