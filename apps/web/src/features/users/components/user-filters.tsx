import { type UserFilter } from '@practicum/contract';
import { useEffect, useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { STATUS_OPTIONS } from './format';

export interface UserFilterValues {
  search: string;
  filter: UserFilter;
  status: string;
}

const FILTER_OPTIONS: { value: UserFilter; label: string }[] = [
  { value: 'all', label: 'All users' },
  { value: 'admins', label: 'Admins' },
  { value: 'students', label: 'Students' },
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

const SEARCH_DELAY_MS = 300;

interface UserFiltersProps {
  values: UserFilterValues;
  onChange: (values: Partial<UserFilterValues>) => void;
}

/** Search (by name or email, on the server) and the two filters; typing waits briefly before searching. */
export function UserFilters({ values, onChange }: UserFiltersProps) {
  const [search, setSearch] = useState(values.search);
  const [prevSearch, setPrevSearch] = useState(values.search);
  // Follow the URL when it changes from outside (back button, a link with ?search=).
  if (values.search !== prevSearch) {
    setPrevSearch(values.search);
    setSearch(values.search);
  }

  useEffect(() => {
    if (search.trim() === values.search) return;
    const timer = setTimeout(() => onChange({ search: search.trim() }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, values.search, onChange]);

  return (
    <div role="search" className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
      <TextField
        label="Search users"
        type="search"
        placeholder="Search by name or email"
        maxLength={254}
        value={search}
        onChange={(e) => setSearch(e.target.value)}
      />
      <SelectField
        label="Show"
        options={FILTER_OPTIONS}
        value={values.filter}
        onChange={(e) => onChange({ filter: e.target.value as UserFilter })}
      />
      <SelectField
        label="Account status"
        options={[{ value: '', label: 'All statuses' }, ...STATUS_OPTIONS]}
        value={values.status}
        onChange={(e) => onChange({ status: e.target.value })}
      />
    </div>
  );
}
