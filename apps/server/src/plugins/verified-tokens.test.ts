import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccessTokens } from '../lib/tokens';
import { VerifiedTokens } from './access';

const claims = () => ({ sub: randomUUID(), user_type: 'customer', sid: randomUUID() });

describe('VerifiedTokens', () => {
  afterEach(() => vi.useRealTimers());

  it('accepts a kept token only until it expires, though it is no longer checked in full', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-27T12:00:00Z'), toFake: ['Date'] });
    const tokens = new AccessTokens('s'.repeat(40), 60);
    const verified = new VerifiedTokens(tokens);
    const token = await tokens.sign(claims());
    expect(verified.verify(token)).not.toBeNull();
    const verify = vi.spyOn(tokens, 'verify');
    vi.setSystemTime(new Date('2026-11-27T12:00:59Z'));
    expect(verified.verify(token)).not.toBeNull();
    expect(verify).not.toHaveBeenCalled(); // kept
    vi.setSystemTime(new Date('2026-11-27T12:01:00Z'));
    expect(verified.verify(token)).toBeNull();
    expect(verified.verify(token)).toBeNull();
  });

  it('never keeps a token it refused, and refuses any change to a kept one', async () => {
    const tokens = new AccessTokens('s'.repeat(40), 60);
    const other = new AccessTokens('o'.repeat(40), 60);
    const verified = new VerifiedTokens(tokens);
    const token = await tokens.sign(claims());
    expect(verified.verify(token)).not.toBeNull();
    const forged = await other.sign(claims());
    expect(verified.verify(forged)).toBeNull();
    expect(verified.verify(forged)).toBeNull();
    const [h, p, s] = token.split('.') as [string, string, string];
    const flipped = s.slice(0, -2) + (s.at(-2) === 'A' ? 'B' : 'A') + s.at(-1)!;
    expect(verified.verify(`${h}.${p}.${flipped}`)).toBeNull();
    const payload = JSON.parse(Buffer.from(p, 'base64url').toString('utf8')) as Record<string, unknown>;
    const otherUser = Buffer.from(JSON.stringify({ ...payload, sub: randomUUID() })).toString('base64url');
    expect(verified.verify(`${h}.${otherUser}.${s}`)).toBeNull();
  });

  it('holds at most maxEntries, dropping the token kept longest, which is then checked again', async () => {
    const tokens = new AccessTokens('s'.repeat(40), 60);
    const verified = new VerifiedTokens(tokens, 2);
    const [a, b, c] = await Promise.all([claims(), claims(), claims()].map((x) => tokens.sign(x)));
    for (const t of [a!, b!, c!]) verified.verify(t);
    const verify = vi.spyOn(tokens, 'verify');
    expect(verified.verify(c!)?.sub).toBeDefined();
    expect(verify).not.toHaveBeenCalled();
    expect(verified.verify(a!)).not.toBeNull();
    expect(verify).toHaveBeenCalledTimes(1);
  });
});
