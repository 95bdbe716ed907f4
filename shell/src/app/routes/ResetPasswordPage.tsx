// /reset-password: new password from the emailed link (the auth feature's lazy chunk).
export { ResetPasswordScreen as ResetPasswordPage } from '../../features/auth/LazyAuthScreens';
