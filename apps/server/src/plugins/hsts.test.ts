import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/support/build-test-app';

describe('Strict-Transport-Security', () => {
  it('is sent when the public address is https, and not over plain http', async () => {
    const secure = await buildTestApp({ config: { PUBLIC_URL: 'https://practicum.example.test' } });
    try {
      const res = await secure.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await secure.close();
    }
    const plain = await buildTestApp({ config: { PUBLIC_URL: 'http://localhost:8000' } });
    try {
      const res = await plain.app.inject({ method: 'GET', url: '/api/v1/health' });
      expect(res.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await plain.close();
    }
  });
});
