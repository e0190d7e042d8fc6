import { describe, expect, it } from 'vitest';
import { defaultCustomRange, readSelection, toQuery } from './params';

describe('readSelection', () => {
  it('reads period, range and metric from the address', () => {
    const params = new URLSearchParams('period=custom&from=2026-01-01&to=2026-01-31&metric=scores');
    expect(readSelection(params)).toEqual({
      period: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
      metric: 'scores',
      discipline: 'all',
    });
  });

  it('falls back to 30 days of sessions for a missing or unknown value', () => {
    expect(readSelection(new URLSearchParams('period=2y&metric=grades'))).toEqual({
      period: '30d',
      from: '',
      to: '',
      metric: 'sessions',
      discipline: 'all',
    });
  });
});

describe('toQuery', () => {
  it('drops the range of a preset period', () => {
    expect(
      toQuery({ period: '7d', from: '2026-01-01', to: '2026-01-02', metric: 'duration', discipline: 'all' }),
    ).toEqual({
      query: { period: '7d', metric: 'duration' },
      error: null,
    });
  });

  it('keeps a valid custom range', () => {
    const result = toQuery({
      period: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
      metric: 'sessions',
      discipline: 'all',
    });
    expect(result.query).toEqual({
      period: 'custom',
      from: '2026-01-01',
      to: '2026-01-31',
      metric: 'sessions',
    });
  });

  it('explains a custom range that ends before it starts, and asks nothing', () => {
    const result = toQuery({
      period: 'custom',
      from: '2026-02-01',
      to: '2026-01-01',
      metric: 'sessions',
      discipline: 'all',
    });
    expect(result.query).toBeNull();
    expect(result.error).toBe('The end date must not be before the start date.');
  });

  it('asks for one discipline, and for all when none is chosen', () => {
    expect(
      toQuery({ period: '7d', from: '', to: '', metric: 'scores', discipline: 'medicine' }).query,
    ).toEqual({
      period: '7d',
      metric: 'scores',
      discipline: 'medicine',
    });
    expect(readSelection(new URLSearchParams('discipline=medicine')).discipline).toBe('medicine');
    expect(readSelection(new URLSearchParams('discipline=dentistry')).discipline).toBe('all');
  });

  it('explains a custom range missing a day', () => {
    expect(
      toQuery({ period: 'custom', from: '', to: '2026-01-01', metric: 'sessions', discipline: 'all' }).error,
    ).toBe('Choose a start date.');
  });
});

describe('defaultCustomRange', () => {
  it('spans the last 30 UTC days, today included', () => {
    expect(defaultCustomRange(new Date('2026-03-31T23:30:00Z'))).toEqual({
      from: '2026-03-02',
      to: '2026-03-31',
    });
  });
});
