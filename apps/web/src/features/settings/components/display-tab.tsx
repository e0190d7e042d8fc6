import { type FONT_SIZES, type THEMES, type DisplaySettings } from '@practicum/contract';
import { Switch } from '../../../components/ui/switch';
import { ChoiceGroup } from './choice-group';
import { SettingsCard } from './settings-card';

const THEME_CHOICES = [
  { value: 'light', label: 'Light', hint: 'Dark text on light backgrounds' },
  { value: 'dark', label: 'Dark', hint: 'Light text on dark backgrounds' },
  { value: 'auto', label: 'Auto', hint: 'Follow your device' },
] as const satisfies readonly { value: (typeof THEMES)[number]; label: string; hint: string }[];

const FONT_CHOICES = [
  { value: 'small', label: 'Small', hint: '14 px base text' },
  { value: 'medium', label: 'Medium', hint: '16 px base text' },
  { value: 'large', label: 'Large', hint: '18 px base text' },
] as const satisfies readonly { value: (typeof FONT_SIZES)[number]; label: string; hint: string }[];

export function DisplayTab({
  value,
  onChange,
}: {
  value: DisplaySettings;
  onChange: (patch: Partial<DisplaySettings>) => void;
}) {
  return (
    <SettingsCard
      title="Display"
      description="Changes show at once across the app; Save Settings keeps them on every device you sign in on."
    >
      <ChoiceGroup
        legend="Theme"
        name="theme"
        choices={THEME_CHOICES}
        value={value.theme}
        onChange={(theme) => onChange({ theme })}
      />
      <ChoiceGroup
        legend="Font size"
        name="font_size"
        choices={FONT_CHOICES}
        value={value.font_size}
        onChange={(font_size) => onChange({ font_size })}
      />
      <Switch
        label="High contrast"
        description="Darker text and stronger outlines (lighter in the dark theme)."
        checked={value.high_contrast}
        onChange={(high_contrast) => onChange({ high_contrast })}
      />
      <Switch
        label="Animations"
        description="Transitions and moving previews. Turning them off works like reduce motion."
        checked={value.animations}
        onChange={(animations) => onChange({ animations })}
      />
      <Switch
        label="Reduce motion"
        description="Stop transitions, spinning and auto-advancing content."
        checked={value.reduce_motion}
        onChange={(reduce_motion) => onChange({ reduce_motion })}
      />
    </SettingsCard>
  );
}
