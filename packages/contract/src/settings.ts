import { z } from 'zod';
import { VOICE_TYPES } from './sessions';

// A user's settings in four groups (notifications, audio, display, privacy): fields, ranges, options
// and defaults.

export const SETTINGS_GROUPS = ['notifications', 'audio', 'display', 'privacy'] as const;
export type SettingsGroup = (typeof SETTINGS_GROUPS)[number];

export const LANGUAGES = ['en-US', 'en-GB', 'es-ES', 'fr-FR', 'de-DE'] as const;
export const THEMES = ['light', 'dark', 'auto'] as const;
export const FONT_SIZES = ['small', 'medium', 'large'] as const;

export type Language = (typeof LANGUAGES)[number];
export type Theme = (typeof THEMES)[number];
export type FontSize = (typeof FONT_SIZES)[number];

export const VOLUME_MIN = 0;
export const VOLUME_MAX = 100;
export const VOICE_SPEED_MIN = 0.5;
export const VOICE_SPEED_MAX = 2;
export const VOICE_SPEED_STEP = 0.1;

const oneOf = <T extends readonly [string, ...string[]]>(values: T, what: string) =>
  z.enum(values, { error: `${what} must be one of: ${values.join(', ')}` });

const flag = (name: string) => z.boolean({ error: `${name} must be true or false` });

/**
 * Notifications always appear in the app (the bell); these choose what also goes out by email when
 * the server has a mail server (SMTP_URL).
 */
export const NotificationSettingsSchema = z.strictObject({
  /** Session reminders. Kept in the settings document; nothing sends them, so Settings does not offer it. */
  sessions: flag('sessions'),
  /** Email a reviewer's comment on one of my sessions (with email_notifications on). */
  feedback: flag('feedback'),
  /** Product updates. Kept in the settings document; nothing sends them, so Settings does not offer it. */
  updates: flag('updates'),
  /**
   * Email my notifications (account approval, reviewer comments, and for admins password reset
   * requests). On by default: an account waiting for approval cannot sign in to turn it on.
   */
  email_notifications: flag('email_notifications'),
});
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

export const AudioSettingsSchema = z.strictObject({
  /** Default "audio on" for new sessions. */
  enabled: flag('enabled'),
  /** 0-100. */
  volume: z
    .number({ error: 'Volume must be a number from 0 to 100' })
    .int('Volume must be a whole number from 0 to 100')
    .min(VOLUME_MIN, 'Volume must be between 0 and 100')
    .max(VOLUME_MAX, 'Volume must be between 0 and 100'),
  speech_recognition_language: oneOf(LANGUAGES, 'Speech recognition language'),
  /** Default patient voice for new sessions. */
  voice_type: oneOf(VOICE_TYPES, 'Voice type'),
  /** 0.5 to 2 in steps of 0.1; the default speed of new sessions. */
  voice_speed: z
    .number({ error: 'Voice speed must be a number from 0.5 to 2' })
    .min(VOICE_SPEED_MIN, 'Voice speed must be between 0.5 and 2')
    .max(VOICE_SPEED_MAX, 'Voice speed must be between 0.5 and 2')
    .refine((v) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-9, 'Voice speed goes in steps of 0.1'),
  auto_play_responses: flag('auto_play_responses'),
});
export type AudioSettings = z.infer<typeof AudioSettingsSchema>;

export const DisplaySettingsSchema = z.strictObject({
  /** `auto` follows the operating system. */
  theme: oneOf(THEMES, 'Theme'),
  font_size: oneOf(FONT_SIZES, 'Font size'),
  /** Decorative animations; off behaves like reduce_motion. */
  animations: flag('animations'),
  high_contrast: flag('high_contrast'),
  /** Stops transitions and auto-advancing content. */
  reduce_motion: flag('reduce_motion'),
});
export type DisplaySettings = z.infer<typeof DisplaySettingsSchema>;

export const PrivacySettingsSchema = z.strictObject({
  data_collection: flag('data_collection'),
  analytics: flag('analytics'),
  /** Keep a recording of each session's audio. */
  session_recording: flag('session_recording'),
});
export type PrivacySettings = z.infer<typeof PrivacySettingsSchema>;

/** Every setting of one user; GET /voice/settings/ always answers the full document. */
export const SettingsSchema = z.object({
  notifications: NotificationSettingsSchema,
  audio: AudioSettingsSchema,
  display: DisplaySettingsSchema,
  privacy: PrivacySettingsSchema,
});
export type Settings = z.infer<typeof SettingsSchema>;

/**
 * Audio defaults match a new session's (audio on, volume 75, female voice, speed 1); the others are
 * our choice: nothing surprising, nothing sent by email.
 */
export const DEFAULT_SETTINGS: Settings = {
  notifications: { sessions: true, feedback: true, updates: false, email_notifications: true },
  audio: {
    enabled: true,
    volume: 75,
    speech_recognition_language: 'en-US',
    voice_type: 'female',
    voice_speed: 1,
    auto_play_responses: true,
  },
  display: {
    theme: 'light',
    font_size: 'medium',
    animations: true,
    high_contrast: false,
    reduce_motion: false,
  },
  privacy: { data_collection: true, analytics: true, session_recording: true },
};

/** The partial body of each group endpoint: only the fields given change (undefined values are dropped). */
export const SETTINGS_GROUP_SCHEMAS = {
  notifications: NotificationSettingsSchema.partial(),
  audio: AudioSettingsSchema.partial(),
  display: DisplaySettingsSchema.partial(),
  privacy: PrivacySettingsSchema.partial(),
} as const;

export type SettingsPatch = {
  [G in SettingsGroup]?: Partial<Settings[G]>;
};

/** PUT /voice/settings/: any of the four groups, each partial. */
export const UpdateSettingsBodySchema = z.strictObject({
  notifications: SETTINGS_GROUP_SCHEMAS.notifications.optional(),
  audio: SETTINGS_GROUP_SCHEMAS.audio.optional(),
  display: SETTINGS_GROUP_SCHEMAS.display.optional(),
  privacy: SETTINGS_GROUP_SCHEMAS.privacy.optional(),
});
export type UpdateSettingsBody = z.infer<typeof UpdateSettingsBodySchema>;

export const SETTINGS_SAVED_MESSAGE = 'Settings saved successfully!';

// ---------------------------------------------------------------------------------------------
// Settings > Security: the stricter password form (8+ characters with upper, lower, digit and symbol;
// the profile's change-password form asks only 6+)

export const SECURITY_PASSWORD_MIN = 8;

const hasUpper = (p: string) => /\p{Lu}/u.test(p);
const hasLower = (p: string) => /\p{Ll}/u.test(p);
const hasDigit = (p: string) => /\p{Nd}/u.test(p);
/** Anything that is not a letter, a digit or white space. */
const hasSymbol = (p: string) => /[^\p{L}\p{N}\s]/u.test(p);

/** The five checks behind the strength meter, in the order the form lists them. */
export const PASSWORD_CHECKS = [
  {
    key: 'length',
    label: `At least ${SECURITY_PASSWORD_MIN} characters`,
    test: (p: string) => p.length >= 8,
  },
  { key: 'upper', label: 'An uppercase letter', test: hasUpper },
  { key: 'lower', label: 'A lowercase letter', test: hasLower },
  { key: 'digit', label: 'A number', test: hasDigit },
  { key: 'symbol', label: 'A symbol', test: hasSymbol },
] as const;

/** Labels by score: 0 and 1 are both Very Weak. */
export const STRENGTH_LABELS = ['Very Weak', 'Very Weak', 'Weak', 'Fair', 'Strong', 'Very Strong'] as const;
export type StrengthLabel = (typeof STRENGTH_LABELS)[number];

/** 0-5: one point per check passed. */
export function passwordStrength(password: string): { score: number; label: StrengthLabel } {
  const score = PASSWORD_CHECKS.filter((check) => check.test(password)).length;
  return { score, label: STRENGTH_LABELS[score]! };
}

function allStrings(value: unknown): boolean {
  if (!value || typeof value !== 'object') return false;
  const v = value as Record<string, unknown>;
  return ['current_password', 'new_password', 'confirm_password'].every((k) => typeof v[k] === 'string');
}

/** The Settings > Security form: current required; new 8+ with all four kinds, unlike current; confirm matches. */
export const SecurityPasswordFormSchema = z
  .object({
    current_password: z.string().min(1, 'Current password is required'),
    new_password: z
      .string()
      .min(1, 'New password is required')
      .min(SECURITY_PASSWORD_MIN, `Password must be at least ${SECURITY_PASSWORD_MIN} characters`)
      .max(128, 'Password must be at most 128 characters')
      .refine(hasUpper, 'Password must contain an uppercase letter')
      .refine(hasLower, 'Password must contain a lowercase letter')
      .refine(hasDigit, 'Password must contain a number')
      .refine(hasSymbol, 'Password must contain a symbol'),
    confirm_password: z.string().min(1, 'Please confirm the new password'),
  })
  // `when`: also check these while other fields still have errors, so the form shows every problem at once.
  .refine((f) => !f.new_password || f.new_password !== f.current_password, {
    message: 'New password must be different from the current password',
    path: ['new_password'],
    when: (payload) => allStrings(payload.value),
  })
  .refine((f) => f.new_password === f.confirm_password, {
    message: 'New passwords do not match',
    path: ['confirm_password'],
    when: (payload) => allStrings(payload.value),
  });
export type SecurityPasswordForm = z.infer<typeof SecurityPasswordFormSchema>;
