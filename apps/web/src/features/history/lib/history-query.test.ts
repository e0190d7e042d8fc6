import { describe, expect, it } from 'vitest';
import { listQueryFor, matchesPatient, readHistoryFilters, writeHistoryFilters } from './history-query';

const params = (s: string) => new URLSearchParams(s);

describe('readHistoryFilters', () => {
  it('reads the defaults from an empty address', () => {
    expect(readHistoryFilters(params(''))).toEqual({ search: '', score: 'all', sort: 'recent', page: 1 });
  });

  it('reads every filter', () => {
    expect(readHistoryFilters(params('q=laura&score=medium&sort=duration&page=3'))).toEqual({
      search: 'laura',
      score: 'medium',
      sort: 'duration',
      page: 3,
    });
  });

  it('ignores values it does not know', () => {
    expect(readHistoryFilters(params('score=great&sort=name&page=-2'))).toMatchObject({
      score: 'all',
      sort: 'recent',
      page: 1,
    });
    expect(readHistoryFilters(params('page=abc')).page).toBe(1);
  });
});

describe('writeHistoryFilters', () => {
  it('leaves defaults out of the address and keeps other parameters', () => {
    const next = writeHistoryFilters(params('score=high&page=2&x=1'), { score: 'all' });
    expect(next.toString()).toBe('x=1');
  });

  it('goes back to page 1 when the score filter or the sort changes, not when searching', () => {
    expect(writeHistoryFilters(params('page=3'), { sort: 'score' }).toString()).toBe('sort=score');
    expect(writeHistoryFilters(params('page=3'), { search: 'ray' }).toString()).toBe('page=3&q=ray');
    expect(writeHistoryFilters(params('page=3&q=ray'), { search: '  ' }).toString()).toBe('page=3');
  });

  it('writes the page', () => {
    expect(writeHistoryFilters(params(''), { page: 4 }).toString()).toBe('page=4');
    expect(writeHistoryFilters(params('page=4'), { page: 1 }).toString()).toBe('');
  });
});

describe('listQueryFor', () => {
  it('asks for one page of ten, newest first', () => {
    expect(listQueryFor({ score: 'all', sort: 'recent', page: 1 })).toEqual({
      limit: 10,
      offset: 0,
      sort_by: 'start_time',
      sort_order: 'desc',
    });
  });

  it('maps the sort and the score band', () => {
    expect(listQueryFor({ score: 'medium', sort: 'duration', page: 3 })).toEqual({
      limit: 10,
      offset: 20,
      sort_by: 'duration',
      sort_order: 'desc',
      min_score: 70,
      max_score: 89.99,
    });
    expect(listQueryFor({ score: 'high', sort: 'score', page: 1 })).toMatchObject({
      sort_by: 'score',
      min_score: 90,
    });
  });
});

describe('matchesPatient', () => {
  it('matches part of the name, ignoring case and accents', () => {
    expect(matchesPatient('Laura Bennett', 'benn')).toBe(true);
    expect(matchesPatient('Zoë Martin', 'zoe')).toBe(true);
    expect(matchesPatient('Laura Bennett', 'ray')).toBe(false);
    expect(matchesPatient('Laura Bennett', '  ')).toBe(true);
  });
});
