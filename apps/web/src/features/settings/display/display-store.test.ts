import { DEFAULT_SETTINGS } from '@practicum/contract';
import { describe, expect, it } from 'vitest';
import {
  createDisplayStore,
  DISPLAY_DEFAULTS,
  DISPLAY_STORAGE_KEY,
  displayAttributes,
  parseDisplay,
} from './display-store';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    data,
  };
}

describe('display store', () => {
  it('uses the contract defaults', () => {
    expect(DISPLAY_DEFAULTS).toEqual(DEFAULT_SETTINGS.display);
  });

  it('reads what was saved on this device, field by field', () => {
    expect(parseDisplay(JSON.stringify({ theme: 'dark', font_size: 'huge', high_contrast: true }))).toEqual({
      ...DISPLAY_DEFAULTS,
      theme: 'dark',
      high_contrast: true,
    });
    expect(parseDisplay('not json')).toEqual(DISPLAY_DEFAULTS);
  });

  it('shows a preview over the saved settings, and remembers saved ones', () => {
    const storage = memoryStorage();
    const store = createDisplayStore(storage);
    let changes = 0;
    store.subscribe(() => (changes += 1));
    store.setPreview({ ...DISPLAY_DEFAULTS, theme: 'dark' });
    expect(store.get().theme).toBe('dark');
    store.setPreview(null);
    expect(store.get().theme).toBe('light');
    store.setSaved({ ...DISPLAY_DEFAULTS, font_size: 'large' });
    expect(JSON.parse(storage.data.get(DISPLAY_STORAGE_KEY)!)).toMatchObject({ font_size: 'large' });
    expect(createDisplayStore(storage).get().font_size).toBe('large');
    expect(changes).toBe(3);
  });

  it('maps settings to the attributes display-theme.css reads', () => {
    expect(displayAttributes({ ...DISPLAY_DEFAULTS, theme: 'auto' }, true)).toMatchObject({ dark: true });
    expect(displayAttributes({ ...DISPLAY_DEFAULTS, theme: 'auto' }, false)).toMatchObject({ dark: false });
    expect(displayAttributes({ ...DISPLAY_DEFAULTS, theme: 'dark' }, false).dark).toBe(true);
    expect(displayAttributes({ ...DISPLAY_DEFAULTS, animations: false }, false).motion).toBe('reduce');
    expect(displayAttributes({ ...DISPLAY_DEFAULTS, reduce_motion: true }, false).motion).toBe('reduce');
    expect(displayAttributes({ ...DISPLAY_DEFAULTS, high_contrast: true }, false).contrast).toBe('high');
  });
});
