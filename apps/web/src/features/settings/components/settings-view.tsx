import { SettingsSchema, type Settings, type SettingsGroup } from '@practicum/contract';
import { useEffect, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Spinner } from '../../../components/ui/spinner';
import { Tabs, tabPanelProps, type TabItem } from '../../../components/ui/tabs';
import { errorText } from '../../../lib/api-error';
import { useAuth } from '../../../lib/use-auth';
import { useFlash } from '../../../lib/use-flash';
import { useSettings } from '../../../api/settings';
import { useResetSettings } from '../../../api/settings';
import { useUpdateProfile } from '../../../api/profile';
import { useUpdateSettings } from '../../../api/settings';
import { displayStore } from '../display/display-store';
import { AudioTab } from './audio-tab';
import { DataTab } from './data-tab';
import { DisplayTab } from './display-tab';
import { NotificationsTab } from './notifications-tab';
import { PROFILE_FORM_ID, ProfileTab } from './profile-tab';
import { SecurityTab } from './security-tab';

type TabId = 'profile' | 'notifications' | 'audio' | 'display' | 'security' | 'data';
const TABS: readonly TabItem<TabId>[] = [
  { id: 'profile', label: 'Profile' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'audio', label: 'Audio' },
  { id: 'display', label: 'Display' },
  { id: 'security', label: 'Security' },
  { id: 'data', label: 'Data' },
];
const isTab = (value: string | null): value is TabId => TABS.some((t) => t.id === value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

interface SettingsViewProps {
  /** Header of the page (back, title, logout), composed by the route. */
  header: ReactNode;
  /** Shown beside the profile form (the current plan). */
  profileAside?: ReactNode;
}

/**
 * Settings' tabs (Profile, Notifications, Audio, Display, Security, Data), Reset to Defaults and Save.
 * The Data tab saves on its own: what it holds is not part of the user's settings document.
 */
export function SettingsView({ header, profileAside }: SettingsViewProps) {
  const { user, role } = useAuth();
  const [params, setParams] = useSearchParams();
  const tab: TabId = isTab(params.get('tab')) ? (params.get('tab') as TabId) : 'profile';
  const settings = useSettings();
  const update = useUpdateSettings();
  const reset = useResetSettings();
  const profile = useUpdateProfile();
  const { flash, success, error, clear } = useFlash();
  const [draft, setDraft] = useState<Settings | null>(null);
  const [confirmReset, setConfirmReset] = useState(false);

  const saved = settings.data;
  const current = draft ?? saved;
  const dirty = !!draft && !!saved && !same(draft, saved);

  // Display choices show at once (a preview) and are undone if the page is left unsaved.
  const previewDisplay = dirty && !same(draft.display, saved.display) ? draft.display : null;
  useEffect(() => displayStore.setPreview(previewDisplay), [previewDisplay]);
  useEffect(() => () => displayStore.setPreview(null), []);

  function patch<G extends SettingsGroup>(group: G, values: Partial<Settings[G]>) {
    if (!current) return;
    setDraft({ ...current, [group]: { ...current[group], ...values } });
  }

  function save() {
    const parsed = SettingsSchema.safeParse(current);
    if (!parsed.success) return error('Failed to save settings. Please try again.');
    update.mutate(parsed.data, {
      onSuccess: (next) => {
        displayStore.setSaved(next.display);
        setDraft(null);
        success('Settings saved successfully!');
      },
      onError: (err) => error(`Failed to save settings: ${errorText(err, 'please try again.')}`),
    });
  }

  function resetToDefaults() {
    reset.mutate(undefined, {
      onSuccess: (next) => {
        displayStore.setSaved(next.display);
        setDraft(null);
        setConfirmReset(false);
        success('Settings reset to their defaults.');
      },
      onError: (err) => {
        setConfirmReset(false);
        error(errorText(err, 'Failed to reset settings'));
      },
    });
  }

  const selectTab = (id: TabId) => setParams(id === 'profile' ? {} : { tab: id }, { replace: true });

  return (
    <div className="space-y-6">
      {header}
      {flash && (
        <Banner tone={flash.tone} onDismiss={clear}>
          {flash.text}
        </Banner>
      )}
      <Tabs label="Settings sections" tabs={TABS} value={tab} onChange={selectTab} idPrefix="settings" />

      <div {...tabPanelProps('settings', tab)} className="outline-none">
        {tab === 'profile' && user ? (
          <ProfileTab
            key={user.id}
            user={user}
            isStudent={role === 'student'}
            aside={profileAside}
            onSubmit={(body) =>
              profile.mutate(body, {
                onSuccess: () => success('Profile updated successfully!'),
                onError: (err) => error(errorText(err, 'Failed to save profile. Please try again.')),
              })
            }
          />
        ) : tab === 'data' && user ? (
          <DataTab userId={user.id} isStudent={role === 'student'} isAdmin={role === 'admin'} />
        ) : settings.isPending ? (
          <div className="flex justify-center py-16 text-teal-700">
            <Spinner className="size-7" label="Loading settings" />
          </div>
        ) : settings.isError || !current ? (
          <Banner tone="error">
            {errorText(settings.error, 'Failed to fetch user settings')}{' '}
            <Button variant="link" onClick={() => void settings.refetch()}>
              Try again
            </Button>
          </Banner>
        ) : tab === 'notifications' ? (
          <NotificationsTab value={current.notifications} onChange={(v) => patch('notifications', v)} />
        ) : tab === 'audio' ? (
          <AudioTab value={current.audio} onChange={(v) => patch('audio', v)} />
        ) : tab === 'display' ? (
          <DisplayTab value={current.display} onChange={(v) => patch('display', v)} />
        ) : (
          <SecurityTab privacy={current.privacy} onPrivacyChange={(v) => patch('privacy', v)} />
        )}
      </div>

      {tab !== 'data' && (
        <div className="flex flex-wrap items-center justify-end gap-3 border-t border-slate-200 pt-5">
          {tab === 'profile' ? (
            <Button type="submit" form={PROFILE_FORM_ID} loading={profile.isPending}>
              Save Profile
            </Button>
          ) : (
            <>
              {dirty && <p className="mr-auto text-sm text-slate-700">You have unsaved changes.</p>}
              <Button variant="secondary" onClick={() => setConfirmReset(true)} disabled={!saved}>
                Reset to Defaults
              </Button>
              <Button onClick={save} loading={update.isPending} disabled={!saved}>
                Save Settings
              </Button>
            </>
          )}
        </div>
      )}

      {confirmReset && (
        <ConfirmDialog
          title="Reset all settings?"
          description="Notifications, audio, display and privacy go back to their defaults. Your profile and password stay as they are."
          confirmLabel="Reset to Defaults"
          loading={reset.isPending}
          onConfirm={resetToDefaults}
          onClose={() => setConfirmReset(false)}
        />
      )}
    </div>
  );
}
