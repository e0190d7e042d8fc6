import { describe, expect, it } from 'vitest';
import { loadReportFonts } from './report-fonts';

/** A network-level fake: answers each font URL, failing the first call when asked to. */
function fakeFetch(failFirst: boolean) {
  const urls: string[] = [];
  const fetcher = (async (input: RequestInfo | URL) => {
    const url = String(input);
    urls.push(url);
    if (failFirst && urls.length === 1) return new Response('gone', { status: 404 });
    return new Response(new TextEncoder().encode(url.includes('Bold') ? 'bold' : 'regular'));
  }) as typeof fetch;
  return { fetcher, urls };
}

describe('loadReportFonts', () => {
  it('retries after a failed fetch, then fetches each served font file once per page load', async () => {
    const failing = fakeFetch(true);
    await expect(loadReportFonts(failing.fetcher)).rejects.toThrow('HTTP 404');

    const working = fakeFetch(false);
    const fonts = await loadReportFonts(working.fetcher);
    expect(new TextDecoder().decode(fonts.regular)).toBe('regular');
    expect(new TextDecoder().decode(fonts.bold)).toBe('bold');
    expect(working.urls).toHaveLength(2);
    expect(working.urls.every((url) => url.endsWith('.ttf'))).toBe(true);

    await loadReportFonts(working.fetcher);
    expect(working.urls).toHaveLength(2);
  });
});
