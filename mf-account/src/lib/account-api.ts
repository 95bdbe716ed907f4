// The account pages' calls (spec part 2 §7 'Account and privacy'), one injection into the platform
// api. The screens that make these calls raise the spec's failure toasts (§8) with useCallFeedback.
// Export and reset calls live here too so Settings, Privacy Settings and the data pages share one
// cache.
import {
  confirmEmailResponseSchema,
  exportFileSchema,
  privacySettingsResponseSchema,
  privacySettingsSchema,
  profileStatusSchema,
  resetProgressResponseSchema,
  successResponseSchema,
  timeZoneResponseSchema,
  updateProfileResponseSchema,
  type ChangePasswordBody,
  type DeleteAccountBody,
  type ExportDataBody,
  type ExportFile,
  type ConfirmEmailBody,
  type PrivacySettings,
  type PrivacySettingsResponse,
  type PrivacySettingsUpdate,
  type ProfileStatus,
  type ResetProgressBody,
  type ResetProgressResponse,
  type SuccessResponse,
  type TimeZoneBody,
  type TimeZoneResponse,
  type UpdateProfileBody,
  type UpdateProfileResponse,
} from '@fff/contracts';
import { api, fromContract } from '@fff/platform';

const accountApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPrivacySettings: build.query<PrivacySettings, void>({
      transformResponse: fromContract(privacySettingsSchema),
      query: () => '/user/privacy-settings',
      providesTags: ['PrivacySettings'],
    }),
    updatePrivacySettings: build.mutation<PrivacySettingsResponse, PrivacySettingsUpdate>({
      transformResponse: fromContract(privacySettingsResponseSchema),
      query: (body) => ({ url: '/user/privacy-settings', method: 'PUT', body }),
      invalidatesTags: ['PrivacySettings', 'User'],
    }),
    withdrawConsent: build.mutation<PrivacySettingsResponse, void>({
      transformResponse: fromContract(privacySettingsResponseSchema),
      query: () => ({ url: '/user/withdraw-consent', method: 'POST' }),
      invalidatesTags: ['PrivacySettings', 'User'],
    }),
    getProfileStatus: build.query<ProfileStatus, void>({
      transformResponse: fromContract(profileStatusSchema),
      query: () => '/user/profile',
      providesTags: ['User'],
    }),
    updateProfile: build.mutation<UpdateProfileResponse, UpdateProfileBody>({
      transformResponse: fromContract(updateProfileResponseSchema),
      query: (body) => ({ url: '/user/profile', method: 'PUT', body }),
      invalidatesTags: ['User', 'Friends', 'Rankings'],
    }),
    confirmEmail: build.mutation<ReturnType<typeof confirmEmailResponseSchema.parse>, ConfirmEmailBody>({
      transformResponse: fromContract(confirmEmailResponseSchema),
      query: (body) => ({ url: '/user/confirm-email', method: 'POST', body }),
      invalidatesTags: ['User'],
    }),
    setTimeZone: build.mutation<TimeZoneResponse, TimeZoneBody>({
      transformResponse: fromContract(timeZoneResponseSchema),
      query: (body) => ({ url: '/user/time-zone', method: 'PUT', body }),
    }),
    changePassword: build.mutation<SuccessResponse, ChangePasswordBody>({
      transformResponse: fromContract(successResponseSchema),
      query: (body) => ({ url: '/user/change-password', method: 'POST', body }),
    }),
    exportData: build.mutation<ExportFile, ExportDataBody>({
      transformResponse: fromContract(exportFileSchema),
      query: (body) => ({ url: '/user/export-data', method: 'POST', body }),
    }),
    resetProgress: build.mutation<ResetProgressResponse, ResetProgressBody>({
      transformResponse: fromContract(resetProgressResponseSchema),
      query: (body) => ({ url: '/user/reset-progress', method: 'POST', body }),
      // Everything a reset can touch, in every remote: the profile, Learn, streak, friends, league.
      invalidatesTags: [
        'User',
        'Progress',
        'Levels',
        'ModuleLessons',
        'Lesson',
        'Activities',
        'Streak',
        'Wallet',
        'Friends',
        'FriendRequests',
        'League',
        'Rankings',
        'Crews',
      ],
    }),
    deleteAccount: build.mutation<SuccessResponse, DeleteAccountBody>({
      transformResponse: fromContract(successResponseSchema),
      query: (body) => ({ url: '/user/delete-account', method: 'POST', body }),
    }),
  }),
});

export const {
  useGetPrivacySettingsQuery,
  useUpdatePrivacySettingsMutation,
  useWithdrawConsentMutation,
  useGetProfileStatusQuery,
  useUpdateProfileMutation,
  useConfirmEmailMutation,
  useChangePasswordMutation,
  useSetTimeZoneMutation,
  useDeleteAccountMutation,
  useExportDataMutation,
  useResetProgressMutation,
} = accountApi;
export { accountApi };
