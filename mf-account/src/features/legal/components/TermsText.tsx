// Terms & Conditions text (dated 2025-07-03; users must be 13 or older).
import { LEGAL_DATE } from '../../../config/app';

/** The terms body. */
export function TermsText() {
  return (
    <div>
      <p><em>Last updated {LEGAL_DATE}</em></p>
      <h3>Who can use it</h3>
      <p>You must be at least 13 years old to create an account. Keep your password private; you are responsible for activity on your account.</p>
      <h3>Cooking safely</h3>
      <p>Lessons are for learning. Use your own judgement in the kitchen, take care with heat and knives, and check ingredients for allergies.</p>
      <h3>Being a good kitchen mate</h3>
      <p>Be kind in chat and friend requests. No harassment, spam or offensive content. We may remove content and suspend accounts that break these rules.</p>
      <h3>Virtual items</h3>
      <p>XP, hearts, coins and Spice Stones have no cash value and cannot be exchanged for money.</p>
      <h3>Changes</h3>
      <p>We may update these terms; we will show the new date here. The service is provided as is, without warranties.</p>
    </div>
  );
}
