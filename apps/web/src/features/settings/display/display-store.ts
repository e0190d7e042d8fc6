import type { DisplaySettings } from '@practicum/contract';

/**
 * Kept free of zod and of the contract's runtime code: this module is in the entry chunk (it runs
 * on every page, the landing page included), so it must stay a few hundred bytes.
 */

/** The contract's display defaults (DEFAULT_SETTINGS.display); a unit test keeps the two equal. */
export const DISPLAY_DEFAULTS: DisplaySettings = {
  theme: 'light',
  font_size: 'medium',
  animations: true,
  high_contrast: false,
  reduce_motion: false,
};

/** The last saved display settings, so the next page load looks right before the server answers. */
export const DISPLAY_STORAGE_KEY = 'display_settings';

const THEMES = ['light', 'dark', 'auto'];
const FONT_SIZES = ['small', 'medium', 'large'];

/** Reads a stored value field by field, keeping defaults for anything missing or unknown. */
export function parseDisplay(raw: string | null): DisplaySettings {
  if (!raw) return DISPLAY_DEFAULTS;
  try {
    const v = JSON.parse(raw) as Record<string, unknown>;
    const flag = (key: keyof DisplaySettings) =>
      typeof v[key] === 'boolean' ? (v[key] as boolean) : (DISPLAY_DEFAULTS[key] as boolean);
    return {
      theme: THEMES.includes(v.theme as string)
        ? (v.theme as DisplaySettings['theme'])
        : DISPLAY_DEFAULTS.theme,
      font_size: FONT_SIZES.includes(v.font_size as string)
        ? (v.font_size as DisplaySettings['font_size'])
        : DISPLAY_DEFAULTS.font_size,
      animations: flag('animations'),
      high_contrast: flag('high_contrast'),
      reduce_motion: flag('reduce_motion'),
    };
  } catch {
    return DISPLAY_DEFAULTS;
  }
}

export interface DisplayStore {
  subscribe(listener: () => void): () => void;
  /** What the page shows now: an unsaved preview while editing, else the saved settings. */
  get(): DisplaySettings;
  /** Settings the server holds (after loading or saving); remembered on this device. */
  setSaved(display: DisplaySettings): void;
  /** The Display tab's unsaved choice, or null to go back to the saved one. */
  setPreview(display: DisplaySettings | null): void;
}

export function createDisplayStore(storage: Pick<Storage, 'getItem' | 'setItem'> | null): DisplayStore {
  let saved = parseDisplay(storage?.getItem(DISPLAY_STORAGE_KEY) ?? null);
  let preview: DisplaySettings | null = null;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    get: () => preview ?? saved,
    setSaved(display) {
      saved = display;
      try {
        storage?.setItem(DISPLAY_STORAGE_KEY, JSON.stringify(display));
      } catch {
        // Storage full or blocked: the setting still applies for this page load.
      }
      emit();
    },
    setPreview(display) {
      preview = display;
      emit();
    },
  };
}

/** The attributes on <html> that display-theme.css reads. */
export function displayAttributes(display: DisplaySettings, systemDark: boolean) {
  const dark = display.theme === 'dark' || (display.theme === 'auto' && systemDark);
  return {
    dark,
    fontSize: display.font_size,
    contrast: display.high_contrast ? 'high' : 'normal',
    motion: display.reduce_motion || !display.animations ? 'reduce' : 'full',
  };
}

export function applyDisplay(root: HTMLElement, display: DisplaySettings, systemDark: boolean): void {
  const a = displayAttributes(display, systemDark);
  root.classList.toggle('dark', a.dark);
  root.dataset.theme = display.theme;
  root.dataset.fontSize = a.fontSize;
  root.dataset.contrast = a.contrast;
  root.dataset.motion = a.motion;
}

const storage = typeof window !== 'undefined' ? window.localStorage : null;

/** The app's one display store. */
export const displayStore = createDisplayStore(storage);
