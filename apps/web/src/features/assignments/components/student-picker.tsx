import { useId, useState } from 'react';
import { useUsers } from '../../../api/users';
import { Spinner } from '../../../components/ui/spinner';

/**
 * Checkboxes of student accounts, searchable by name or email (the server searches); the chosen ids
 * stay chosen while the search changes.
 */
export function StudentPicker({
  label,
  selected,
  onChange,
  error,
}: {
  label: string;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  error?: string;
}) {
  const [search, setSearch] = useState('');
  const searchId = useId();
  const errorId = useId();
  const users = useUsers({ filter: 'students', search: search.trim() || undefined, limit: 100 });
  const toggle = (id: string, on: boolean) =>
    onChange(on ? [...selected, id] : selected.filter((s) => s !== id));
  return (
    <fieldset className="space-y-2" aria-describedby={error ? errorId : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        {label} <span className="font-normal text-slate-600">({selected.length} chosen)</span>
      </legend>
      <label htmlFor={searchId} className="sr-only">
        Search students
      </label>
      <input
        id={searchId}
        type="search"
        placeholder="Search students by name or email"
        value={search}
        onChange={(e) => setSearch(e.target.value)}
        className="block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus:border-teal-600 focus:ring-1 focus:ring-teal-600 focus:outline-none"
      />
      <div className="max-h-48 overflow-y-auto rounded-lg border border-slate-200 p-2">
        {users.isPending ? (
          <Spinner className="size-5 text-teal-700" label="Loading students" />
        ) : users.isError ? (
          <p className="text-sm text-red-700">Could not load students.</p>
        ) : users.data.users.length === 0 ? (
          <p className="text-sm text-slate-600">No students match.</p>
        ) : (
          <ul className="space-y-1">
            {users.data.users.map((u) => (
              <li key={u.id}>
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input
                    type="checkbox"
                    className="focus-ring size-4 accent-teal-700"
                    checked={selected.includes(u.id)}
                    onChange={(e) => toggle(u.id, e.target.checked)}
                  />
                  {u.name} <span className="text-slate-500">{u.email}</span>
                </label>
              </li>
            ))}
          </ul>
        )}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
