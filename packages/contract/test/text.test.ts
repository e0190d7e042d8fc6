import { describe, expect, it } from 'vitest';
import { ClientMessageSchema } from '../src/realtime';
import { isStorableText, text, TEXT_NOT_ALLOWED_MESSAGE } from '../src/text';

describe('text that can be stored', () => {
  it('refuses NUL and unpaired surrogates, and keeps paired ones (emoji)', () => {
    expect(isStorableText('plain, accentué, 日本語, 🎓')).toBe(true);
    expect(isStorableText('a\u0000b')).toBe(false);
    expect(isStorableText('a\uD83Db')).toBe(false);
    expect(isStorableText('a\uDE00b')).toBe(false);
    expect(isStorableText('\uD83D')).toBe(false);
    expect(isStorableText('\uDE00\uD83D')).toBe(false);
  });

  it('chains with trim and length checks and names the rule in its message', () => {
    const name = text().trim().min(1).max(5);
    expect(name.parse('  Ama ')).toBe('Ama');
    expect(name.safeParse('A\u0000').error?.issues[0]?.message).toBe(TEXT_NOT_ALLOWED_MESSAGE);
  });

  it('guards the socket text_message', () => {
    expect(ClientMessageSchema.safeParse({ type: 'text_message', text: 'hi\u0000' }).success).toBe(false);
    expect(ClientMessageSchema.safeParse({ type: 'text_message', text: 'hi\uD83D' }).success).toBe(false);
    expect(ClientMessageSchema.safeParse({ type: 'text_message', text: 'hi 🙂' }).success).toBe(true);
  });
});
