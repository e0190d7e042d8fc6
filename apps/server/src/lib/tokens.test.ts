import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccessTokens } from './tokens';

const SECRET = 's'.repeat(40);
const tokens = new AccessTokens(SECRET, 60);
const key = new TextEncoder().encode(SECRET);
const now = () => Math.floor(Date.now() / 1000);
const SID = '0b7f5a1e-3c1d-4e0a-9d8e-6a2b4c5d7e8f';

function forge(overrides: { iss?: string; aud?: string; exp?: number; nbf?: number; alg?: string } = {}) {
  const jwt = new SignJWT({ user_type: 'customer', sid: SID })
    .setProtectedHeader({ alg: overrides.alg ?? 'HS256' })
    .setSubject('user-1')
    .setIssuer(overrides.iss ?? 'practicum')
    .setAudience(overrides.aud ?? 'practicum-api')
    .setExpirationTime(overrides.exp ?? now() + 60);
  if (overrides.nbf) jwt.setNotBefore(overrides.nbf);
  return jwt.sign(key);
}

describe('AccessTokens', () => {
  it('verifies the tokens it signs', async () => {
    const token = await tokens.sign({ sub: 'user-1', user_type: 'admin', sid: SID });
    expect(tokens.verify(token)).toEqual({ sub: 'user-1', user_type: 'admin', sid: SID });
  });

  it('rejects a token that names no sign-in (so it could not be revoked)', async () => {
    const bare = await new SignJWT({ user_type: 'admin' })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setIssuer('practicum')
      .setAudience('practicum-api')
      .setExpirationTime(now() + 60)
      .sign(key);
    expect(tokens.verify(bare)).toBeNull();
  });

  it('rejects a token signed with another secret', async () => {
    const other = await new AccessTokens('x'.repeat(40), 60).sign({ sub: 'u', user_type: 'admin', sid: SID });
    expect(tokens.verify(other)).toBeNull();
  });

  it('rejects a tampered payload', async () => {
    const [h, , s] = (await tokens.sign({ sub: 'user-1', user_type: 'customer', sid: SID })).split('.');
    const payload = Buffer.from(
      JSON.stringify({
        sub: 'user-1',
        user_type: 'super_admin',
        iss: 'practicum',
        aud: 'practicum-api',
        exp: now() + 60,
      }),
    ).toString('base64url');
    expect(tokens.verify(`${h}.${payload}.${s}`)).toBeNull();
  });

  it('rejects expired, not-yet-valid, wrong issuer and wrong audience tokens', async () => {
    expect(tokens.verify(await forge())).not.toBeNull();
    expect(tokens.verify(await forge({ exp: now() - 1 }))).toBeNull();
    expect(tokens.verify(await forge({ nbf: now() + 120 }))).toBeNull();
    expect(tokens.verify(await forge({ iss: 'someone-else' }))).toBeNull();
    expect(tokens.verify(await forge({ aud: 'another-api' }))).toBeNull();
  });

  it('rejects unsigned tokens, other algorithms and garbage', async () => {
    const unsigned = new UnsecuredJWT({
      sub: 'u',
      user_type: 'admin',
      iss: 'practicum',
      aud: 'practicum-api',
    })
      .setExpirationTime(now() + 60)
      .encode();
    expect(tokens.verify(unsigned)).toBeNull();
    expect(tokens.verify(await forge({ alg: 'HS512' }))).toBeNull();
    for (const junk of ['', 'a.b.c', 'a.b', '....', 'eyJ.eyJ.sig']) expect(tokens.verify(junk)).toBeNull();
  });
});
