import type { NotificationSettings } from '@practicum/contract';
import { useNotificationChannels } from '../../../api/notifications';
import { Spinner } from '../../../components/ui/spinner';
import { Switch } from '../../../components/ui/switch';
import { useAuth } from '../../../lib/use-auth';
import { SettingsCard } from './settings-card';

/**
 * What reaches the user by email besides the bell. Only choices that change something are offered:
 * nothing sends session reminders or product news, and without a mail server on this Practicum
 * there is no email to choose.
 */
export function NotificationsTab({
  value,
  onChange,
}: {
  value: NotificationSettings;
  onChange: (patch: Partial<NotificationSettings>) => void;
}) {
  const { user, role } = useAuth();
  const channels = useNotificationChannels();
  const whatArrives =
    role === 'admin'
      ? 'password reset requests and news about your account'
      : "your account's approval and reviewers' comments on your sessions";

  return (
    <SettingsCard
      title="Notifications"
      description={`The bell at the top of every page lists ${whatArrives}.`}
    >
      {channels.isPending ? (
        <Spinner label="Checking whether this server sends email" />
      ) : channels.data?.email ? (
        <>
          <Switch
            label="Email notifications"
            description={`Also send them to ${user?.email ?? 'your email address'}.`}
            checked={value.email_notifications}
            onChange={(checked) => onChange({ email_notifications: checked })}
          />
          {role !== 'admin' && (
            <Switch
              label="Reviewer comments"
              description={
                value.email_notifications
                  ? "Include reviewers' comments on your sessions in those emails."
                  : 'Turn on email notifications to choose this.'
              }
              checked={value.email_notifications && value.feedback}
              disabled={!value.email_notifications}
              onChange={(checked) => onChange({ feedback: checked })}
            />
          )}
        </>
      ) : (
        <p className="text-sm text-slate-700">
          {channels.isError
            ? 'Could not check whether this server sends email; notifications still appear under the bell.'
            : 'This server does not send email, so notifications appear only under the bell. An administrator can set up email (SMTP_URL).'}
        </p>
      )}
    </SettingsCard>
  );
}
