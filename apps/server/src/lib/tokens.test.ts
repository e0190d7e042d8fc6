import { SignJWT, UnsecuredJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { AccessTokens } from './tokens';

const SECRET = 's'.repeat(40);
const tokens = new AccessTokens(SECRET, 60);
const key = new TextEncoder().encode(SECRET);
const now = () => Math.floor(Date.now() / 1000);

function forge(overrides: { iss?: string; aud?: string; exp?: number; nbf?: number; alg?: string } = {}) {
  const jwt = new SignJWT({ user_type: 'customer' })
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
    const token = await tokens.sign({ sub: 'user-1', user_type: 'admin' });
    expect(tokens.verify(token)).toEqual({ sub: 'user-1', user_type: 'admin' });
  });

  it('rejects a token signed with another secret', async () => {
    const other = await new AccessTokens('x'.repeat(40), 60).sign({ sub: 'u', user_type: 'admin' });
    expect(tokens.verify(other)).toBeNull();
  });

  it('rejects a tampered payload', async () => {
    const [h, , s] = (await tokens.sign({ sub: 'user-1', user_type: 'customer' })).split('.');
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
