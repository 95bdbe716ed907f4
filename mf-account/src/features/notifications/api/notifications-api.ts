// /api/notifications (spec part 2 §7): the VAPID key, this device's status, subscribe, unsubscribe,
// a test push and reminders. Answers are parsed with the contracts' schemas.
import {
  notificationStatusResponseSchema,
  scheduleReminderResponseSchema,
  subscribeResponseSchema,
  testPushResponseSchema,
  unsubscribeResponseSchema,
  vapidPublicKeyResponseSchema,
  type NotificationStatusResponse,
  type PushSubscriptionJson,
  type ScheduleReminderBody,
  type ScheduleReminderResponse,
  type SubscribeResponse,
  type UnsubscribeResponse,
  type VapidPublicKeyResponse,
} from '@fff/contracts';
import { api, fromContract } from '@fff/platform';

const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getVapidPublicKey: build.query<VapidPublicKeyResponse, void>({
      query: () => '/notifications/vapid-public-key',
      transformResponse: fromContract(vapidPublicKeyResponseSchema),
    }),
    getNotificationStatus: build.query<NotificationStatusResponse, string | null>({
      query: (endpoint) => ({ url: '/notifications/status', params: endpoint ? { endpoint } : {} }),
      transformResponse: fromContract(notificationStatusResponseSchema),
      providesTags: ['Notifications'],
    }),
    subscribePush: build.mutation<SubscribeResponse, PushSubscriptionJson>({
      query: (subscription) => ({ url: '/notifications/subscribe', method: 'POST', body: { subscription } }),
      transformResponse: fromContract(subscribeResponseSchema),
      invalidatesTags: ['Notifications'],
    }),
    unsubscribePush: build.mutation<UnsubscribeResponse, string | undefined>({
      query: (endpoint) => ({
        url: '/notifications/unsubscribe',
        method: 'POST',
        body: endpoint ? { endpoint } : {},
      }),
      transformResponse: fromContract(unsubscribeResponseSchema),
      invalidatesTags: ['Notifications'],
    }),
    sendTestPush: build.mutation<{ success: true }, string>({
      query: (endpoint) => ({ url: '/notifications/test', method: 'POST', body: { endpoint } }),
      transformResponse: fromContract(testPushResponseSchema),
    }),
    scheduleReminder: build.mutation<ScheduleReminderResponse, ScheduleReminderBody>({
      query: (body) => ({ url: '/notifications/schedule', method: 'POST', body }),
      transformResponse: fromContract(scheduleReminderResponseSchema),
    }),
  }),
});

export const {
  useGetVapidPublicKeyQuery,
  useLazyGetVapidPublicKeyQuery,
  useGetNotificationStatusQuery,
  useSubscribePushMutation,
  useUnsubscribePushMutation,
  useSendTestPushMutation,
  useScheduleReminderMutation,
} = notificationsApi;
