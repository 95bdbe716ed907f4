// /verify-email: the screen lives in the auth feature's lazy chunk.
export { VerifyEmailScreen as VerifyEmailPage } from '../../features/auth/LazyAuthScreens';
