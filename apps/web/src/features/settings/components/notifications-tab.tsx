import type { NotificationSettings } from '@practicum/contract';
import { Switch } from '../../../components/ui/switch';
import { SettingsCard } from './settings-card';

const ITEMS: { key: keyof NotificationSettings; label: string; description: string }[] = [
  {
    key: 'sessions',
    label: 'Session reminders',
    description: 'Reminders about practice sessions you have started.',
  },
  {
    key: 'feedback',
    label: 'Feedback ready',
    description: 'A notice when the feedback on a session is ready.',
  },
  { key: 'updates', label: 'Product updates', description: 'News about new patients and features.' },
  {
    key: 'email_notifications',
    label: 'Email notifications',
    description: 'Also send the notifications above to your email address.',
  },
];

export function NotificationsTab({
  value,
  onChange,
}: {
  value: NotificationSettings;
  onChange: (patch: Partial<NotificationSettings>) => void;
}) {
  return (
    <SettingsCard title="Notifications" description="Choose what Practicum tells you about.">
      {ITEMS.map((item) => (
        <Switch
          key={item.key}
          label={item.label}
          description={item.description}
          checked={value[item.key]}
          onChange={(checked) => onChange({ [item.key]: checked })}
        />
      ))}
    </SettingsCard>
  );
}
