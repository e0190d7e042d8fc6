import { describe, expect, it } from 'vitest';
import { DEFAULT_SORT, nextSort, sortStudents, studentsCsv, type StudentProgress } from './students';

const row = (
  name: string,
  sessions: number,
  average: number | null,
  trend: number | null,
): StudentProgress => ({
  user_id: `00000000-0000-4000-8000-${name.length.toString().padStart(12, '0')}`,
  name,
  sessions,
  average_score: average,
  trend,
  weakest_skill: average === null ? null : 'crisis_management',
  last_active: '2026-03-20T10:00:00.000Z',
});

const ana = row('Ana', 2, 88.25, 3.04);
const ben = row('Ben', 7, null, null);
const cleo = row('Cleo', 4, 61, -5);

describe('sorting students', () => {
  it('opens a column in its natural direction and flips it on the next click', () => {
    expect(nextSort(DEFAULT_SORT, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(nextSort({ key: 'name', direction: 'ascending' }, 'name')).toEqual({
      key: 'name',
      direction: 'descending',
    });
    expect(nextSort(DEFAULT_SORT, 'trend')).toEqual({ key: 'trend', direction: 'descending' });
  });

  it('orders figures either way and keeps a missing one last', () => {
    const names = (key: 'average_score' | 'trend', direction: 'ascending' | 'descending') =>
      sortStudents([ana, ben, cleo], { key, direction }).map((r) => r.name);
    expect(names('average_score', 'descending')).toEqual(['Ana', 'Cleo', 'Ben']);
    expect(names('average_score', 'ascending')).toEqual(['Cleo', 'Ana', 'Ben']);
    expect(names('trend', 'ascending')).toEqual(['Cleo', 'Ana', 'Ben']);
  });

  it('orders names alphabetically and leaves the given array untouched', () => {
    const given = [cleo, ana, ben];
    expect(sortStudents(given, { key: 'name', direction: 'ascending' }).map((r) => r.name)).toEqual([
      'Ana',
      'Ben',
      'Cleo',
    ]);
    expect(given.map((r) => r.name)).toEqual(['Cleo', 'Ana', 'Ben']);
  });
});

describe('studentsCsv', () => {
  it('writes the rows in the order given, figures to one decimal and skills by name', () => {
    expect(studentsCsv([cleo, ana, ben]).split('\r\n')).toEqual([
      'Student,Sessions,Average score,Trend (points),Weakest skill,Last active',
      'Cleo,4,61,-5,Crisis Management,2026-03-20T10:00:00.000Z',
      'Ana,2,88.3,3,Crisis Management,2026-03-20T10:00:00.000Z',
      'Ben,7,,,,2026-03-20T10:00:00.000Z',
      '',
    ]);
  });
});
