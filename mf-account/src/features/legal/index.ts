// Public entry of the legal feature: other features (More) show these texts through it.
export { PrivacyPolicyText } from './components/PrivacyPolicyText';
export { TermsText } from './components/TermsText';
