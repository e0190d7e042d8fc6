import {
  NotificationChannelsSchema,
  NotificationListResponseSchema,
  NotificationSchema,
  UnreadCountResponseSchema,
  type Notification,
  type NotificationChannels,
  type NotificationListResponse,
} from '@practicum/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../lib/api';
import { withQuery } from './query-string';

/** How many notifications the bell's list shows. */
export const NOTIFICATION_LIST_LIMIT = 20;

/** The unread badge asks again this often, so news arrives without a reload. */
export const UNREAD_POLL_MS = 30_000;

/** Every notification query sits under ['notifications'], so marking read refreshes the badge and the list. */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
  unread: () => [...notificationKeys.all, 'unread'] as const,
  channels: () => [...notificationKeys.all, 'channels'] as const,
};

/** GET /notifications: my newest notifications and how many are unread. */
export function getNotifications(signal?: AbortSignal): Promise<NotificationListResponse> {
  return apiClient.get(
    withQuery('/notifications', { limit: NOTIFICATION_LIST_LIMIT }),
    NotificationListResponseSchema,
    signal,
  );
}

export function useNotifications(enabled: boolean) {
  return useQuery({
    queryKey: notificationKeys.list(),
    queryFn: ({ signal }) => getNotifications(signal),
    enabled,
  });
}

/** GET /notifications/unread-count, polled while the page is open. */
export function useUnreadCount() {
  return useQuery({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => apiClient.get('/notifications/unread-count', UnreadCountResponseSchema, signal),
    select: (response) => response.unread_count,
    refetchInterval: UNREAD_POLL_MS,
  });
}

/** GET /notifications/channels: whether this server also sends notifications by email. */
export function useNotificationChannels() {
  return useQuery({
    queryKey: notificationKeys.channels(),
    queryFn: ({ signal }): Promise<NotificationChannels> =>
      apiClient.get('/notifications/channels', NotificationChannelsSchema, signal),
    staleTime: Infinity,
  });
}

/** POST /notifications/{id}/read */
export function markNotificationRead(id: string): Promise<Notification> {
  return apiClient.post(`/notifications/${encodeURIComponent(id)}/read`, {}, NotificationSchema);
}

/** POST /notifications/read-all */
export function markAllNotificationsRead(): Promise<{ unread_count: number }> {
  return apiClient.post('/notifications/read-all', {}, UnreadCountResponseSchema);
}

/** Reading changes the badge and the list (not the channels). */
function useNotificationMutation<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: notificationKeys.list() }),
        client.invalidateQueries({ queryKey: notificationKeys.unread() }),
      ]),
  });
}

export const useMarkNotificationRead = () => useNotificationMutation(markNotificationRead);
export const useMarkAllNotificationsRead = () =>
  useNotificationMutation((_: void) => markAllNotificationsRead());
