import type { Cohort } from '@practicum/contract';
import { CohortBodySchema } from '@practicum/contract';
import { useState, type FormEvent } from 'react';
import { useCohorts, useDeleteCohort, useSaveCohort } from '../../../api/assignments';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/api-error';
import { DeleteConfirmation } from './delete-confirmation';
import { StudentPicker } from './student-picker';

/** Named groups of students: list, create, edit and delete (with a confirmation naming what goes with it). */
export function CohortsPanel() {
  const cohorts = useCohorts();
  const remove = useDeleteCohort();
  const [editing, setEditing] = useState<Cohort | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Cohort | null>(null);
  return (
    <section
      aria-labelledby="cohorts-heading"
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-5 py-4">
        <h2 id="cohorts-heading" className="text-lg font-semibold text-slate-900">
          Cohorts
        </h2>
        <Button onClick={() => setEditing('new')}>New cohort</Button>
      </div>
      {cohorts.isPending ? (
        <div className="p-5 text-teal-700">
          <Spinner className="size-6" label="Loading cohorts" />
        </div>
      ) : cohorts.isError ? (
        <div className="p-5">
          <Banner tone="error">{errorText(cohorts.error, 'Failed to load cohorts')}</Banner>
        </div>
      ) : cohorts.data.cohorts.length === 0 ? (
        <p className="p-5 text-sm text-slate-600">
          No cohorts yet. A cohort is a named group of students (a class or a rotation) you can assign work to
          at once.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {cohorts.data.cohorts.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-3">
              <div className="min-w-0">
                <h3 className="font-semibold text-slate-900">{c.name}</h3>
                <p className="text-sm text-slate-600">
                  {c.members.length} student{c.members.length === 1 ? '' : 's'}
                  {c.members.length > 0 && `: ${c.members.map((m) => m.name).join(', ')}`}
                </p>
              </div>
              <div className="flex gap-2">
                <Button
                  variant="secondary"
                  className="py-1.5"
                  aria-label={`Edit ${c.name}`}
                  onClick={() => setEditing(c)}
                >
                  Edit
                </Button>
                <Button
                  variant="secondary"
                  className="py-1.5"
                  aria-label={`Delete ${c.name}`}
                  onClick={() => setDeleting(c)}
                >
                  Delete
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {editing && <CohortForm cohort={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {deleting && (
        <DeleteConfirmation
          id={deleting.id}
          remove={remove}
          onClose={() => setDeleting(null)}
          title={`Delete ${deleting.name}?`}
          description={
            deleting.assignment_count > 0
              ? `The cohort and its ${deleting.assignment_count} assignment${deleting.assignment_count === 1 ? '' : 's'} will be deleted. Students keep their sessions. This cannot be undone.`
              : 'The cohort will be deleted. Students keep their sessions. This cannot be undone.'
          }
          confirmLabel="Delete cohort"
          failure="Failed to delete the cohort"
        />
      )}
    </section>
  );
}

function CohortForm({ cohort, onClose }: { cohort: Cohort | null; onClose: () => void }) {
  const save = useSaveCohort();
  const [name, setName] = useState(cohort?.name ?? '');
  const [studentIds, setStudentIds] = useState<string[]>(cohort?.members.map((m) => m.id) ?? []);
  const [nameError, setNameError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = CohortBodySchema.safeParse({ name, student_ids: studentIds });
    if (!parsed.success) {
      setNameError(parsed.error.issues.find((i) => i.path[0] === 'name')?.message);
      return;
    }
    setNameError(undefined);
    save.mutate({ ...parsed.data, ...(cohort ? { id: cohort.id } : {}) }, { onSuccess: onClose });
  };
  return (
    <Modal title={cohort ? `Edit ${cohort.name}` : 'New cohort'} onClose={onClose} className="max-w-lg">
      <form onSubmit={submit} noValidate className="space-y-4">
        {save.isError && <Banner tone="error">{errorText(save.error, 'Failed to save the cohort')}</Banner>}
        <TextField
          label="Cohort name"
          required
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={nameError}
        />
        <StudentPicker label="Students" selected={studentIds} onChange={setStudentIds} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {cohort ? 'Save cohort' : 'Create cohort'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
