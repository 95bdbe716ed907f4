// Public entry of @fff/platform, the client runtime shared as a Module Federation singleton.
export { STORAGE_KEYS, setAuthError, takeAuthError } from './storage';
export { getToken } from './session/token';
export { api, TAG_TYPES, SERVER_STATE_ACTION } from './api/api';
export { API_BASE_URL, baseQuery, type BaseQueryOptions, type ServerQueryContext } from './api/base-query';
export { CACHE } from './api/cache';
export { levelsApi, prefetchLevels } from './api/levels-api';
export { useChatUnread, CHAT_UNREAD_TAG, type ChatDrawerProps } from './api/chat-unread';
export { useFriendRequestsQuery } from './api/friend-requests';
export { errorBody, fromContract, type ContractSchema } from './api/contract';
export { errorMessage, serverMessage, errorStatus, toApiError, type ApiError } from './api/api-error';
export {
  toast,
  toastDismissed,
  toastSlice,
  selectToasts,
  type ToastItem,
  type ToastOptions,
  type ToastVariant,
} from './toast/toast-slice';
export { useCallFeedback, failureToast, type CallFeedback } from './toast/use-call-feedback';
export {
  sessionSlice,
  selectSignedIn,
  selectSessionStatus,
  selectSessionEndReason,
  type SessionEndReason,
  type SessionStatus,
} from './session/session-slice';
export { endSession, forgetCredentials } from './session/end-session';
export { keepSignIn, startSession, restoreSession } from './session/start-session';
export { useSessionSync } from './session/use-session-sync';
export { signOut, useSignOut, AUTH_PATH } from './session/sign-out';
export { userApi, useGetCurrentUserQuery } from './session/user-api';
export { currentTimeZone, timeZoneHeaders, todayLocal } from './session/time-zone';
export { rootReducer, injectSlice, type RootState, type LazyLoadedSlices } from './store/root-reducer';
export {
  createAppStore,
  useAppDispatch,
  useAppSelector,
  useAppStore,
  type AppStore,
  type AppDispatch,
  type AppStoreOptions,
} from './store/create-store';
export { achievementUnlocked, type Achievement } from './events/achievement';
export { mountStandalone } from './standalone/mount-standalone';
export { useMinuteClock } from './clock/use-minute-clock';
