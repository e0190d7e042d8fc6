import { describe, expect, it } from 'vitest';
import { listQueryFor, readHistoryFilters, writeHistoryFilters } from './history-query';

const params = (s: string) => new URLSearchParams(s);

describe('readHistoryFilters', () => {
  it('reads the defaults from an empty address', () => {
    expect(readHistoryFilters(params(''))).toEqual({
      search: '',
      score: 'all',
      sort: 'recent',
      showCancelled: false,
      page: 1,
    });
  });

  it('reads every filter', () => {
    expect(readHistoryFilters(params('q=laura&score=medium&sort=duration&cancelled=shown&page=3'))).toEqual({
      search: 'laura',
      score: 'medium',
      sort: 'duration',
      showCancelled: true,
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
    expect(readHistoryFilters(params('cancelled=yes')).showCancelled).toBe(false);
  });
});

describe('writeHistoryFilters', () => {
  it('leaves defaults out of the address and keeps other parameters', () => {
    const next = writeHistoryFilters(params('score=high&page=2&x=1'), { score: 'all' });
    expect(next.toString()).toBe('x=1');
  });

  it('goes back to page 1 when the search, score filter, sort or cancelled toggle changes', () => {
    expect(writeHistoryFilters(params('page=3'), { sort: 'score' }).toString()).toBe('sort=score');
    expect(writeHistoryFilters(params('page=3'), { search: 'ray' }).toString()).toBe('q=ray');
    expect(writeHistoryFilters(params('page=3&q=ray'), { search: '  ' }).toString()).toBe('');
    expect(writeHistoryFilters(params('page=3'), { showCancelled: true }).toString()).toBe('cancelled=shown');
    expect(writeHistoryFilters(params('cancelled=shown'), { showCancelled: false }).toString()).toBe('');
  });

  it('writes the page', () => {
    expect(writeHistoryFilters(params(''), { page: 4 }).toString()).toBe('page=4');
    expect(writeHistoryFilters(params('page=4'), { page: 1 }).toString()).toBe('');
  });
});

describe('listQueryFor', () => {
  const plain = { search: '', score: 'all', sort: 'recent', showCancelled: false, page: 1 } as const;

  it('asks for one page of ten, newest first, without cancelled sessions', () => {
    expect(listQueryFor(plain)).toEqual({
      limit: 10,
      offset: 0,
      sort_by: 'start_time',
      sort_order: 'desc',
      include_cancelled: 'false',
    });
    expect(listQueryFor({ ...plain, showCancelled: true })).not.toHaveProperty('include_cancelled');
  });

  it('sends the search to the server, trimmed, and nothing for a blank one', () => {
    expect(listQueryFor({ ...plain, search: '  PTSD ' })).toMatchObject({ search: 'PTSD' });
    expect(listQueryFor({ ...plain, search: '   ' })).not.toHaveProperty('search');
  });

  it('maps the sort and the score band', () => {
    expect(listQueryFor({ ...plain, score: 'medium', sort: 'duration', page: 3 })).toEqual({
      limit: 10,
      offset: 20,
      sort_by: 'duration',
      sort_order: 'desc',
      min_score: 70,
      max_score: 89.99,
      include_cancelled: 'false',
    });
    expect(listQueryFor({ ...plain, score: 'high', sort: 'score' })).toMatchObject({
      sort_by: 'score',
      min_score: 90,
    });
  });
});
