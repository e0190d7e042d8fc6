import { CreateAssignmentBodySchema, MODULES, type Assignment, type ModuleId } from '@practicum/contract';
import { useId, useState, type FormEvent } from 'react';
import {
  useAssignments,
  useCohorts,
  useCreateAssignment,
  useDeleteAssignment,
} from '../../../api/assignments';
import { usePatientChoices } from '../../../api/patients';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal';
import { SelectField } from '../../../components/ui/select-field';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { errorText } from '../../../lib/api-error';
import { AssignmentsTable } from './assignments-table';
import { DeleteConfirmation } from './delete-confirmation';
import { StudentPicker } from './student-picker';

/**
 * Assignments for instructors: the list with each one's completion, a form to set a new one and a
 * confirmed delete. `readOnly` leaves out the writing (the analytics page's overview).
 */
export function AssignmentsPanel({ readOnly = false }: { readOnly?: boolean }) {
  const list = useAssignments();
  const remove = useDeleteAssignment();
  const [creating, setCreating] = useState(false);
  const [deleting, setDeleting] = useState<Assignment | null>(null);
  return (
    <section
      aria-labelledby="assignments-admin-heading"
      className="rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3 border-b border-slate-200 px-5 py-4">
        <h2 id="assignments-admin-heading" className="text-lg font-semibold text-slate-900">
          Assignments
        </h2>
        {!readOnly && <Button onClick={() => setCreating(true)}>New assignment</Button>}
      </div>
      {list.isPending ? (
        <div className="p-5 text-teal-700">
          <Spinner className="size-6" label="Loading assignments" />
        </div>
      ) : list.isError ? (
        <div className="p-5">
          <Banner tone="error">{errorText(list.error, 'Failed to load assignments')}</Banner>
        </div>
      ) : list.data.assignments.length === 0 ? (
        <p className="p-5 text-sm text-slate-600">
          No assignments yet.{' '}
          {readOnly
            ? 'Set one from the Assignments page to follow its completion here.'
            : 'Assign a module or a patient to students or a cohort, with a due date and a target score.'}
        </p>
      ) : (
        <AssignmentsTable
          assignments={list.data.assignments}
          {...(readOnly ? {} : { onDelete: setDeleting })}
        />
      )}
      {creating && <AssignmentForm onClose={() => setCreating(false)} />}
      {deleting && (
        <DeleteConfirmation
          id={deleting.id}
          remove={remove}
          onClose={() => setDeleting(null)}
          title={`Delete the assignment ${deleting.title}?`}
          description="Students will no longer see it. Their sessions are kept. This cannot be undone."
          confirmLabel="Delete assignment"
          failure="Failed to delete the assignment"
        />
      )}
    </section>
  );
}

/** yyyy-mm-dd of a date a week from now, in local time (the date input's format). */
function weekAhead(): string {
  const d = new Date(Date.now() + 7 * 86_400_000);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The end of a chosen local day, as an ISO instant: an assignment due on a day may be done all that day. */
const endOfDay = (date: string) => (date ? new Date(`${date}T23:59:59`).toISOString() : '');

function AssignmentForm({ onClose }: { onClose: () => void }) {
  const create = useCreateAssignment();
  const cohorts = useCohorts();
  const patients = usePatientChoices();
  const kindId = useId();
  const [kind, setKind] = useState<'module' | 'patient'>('module');
  const [moduleId, setModuleId] = useState<ModuleId>(MODULES[0]!.id);
  const [patientId, setPatientId] = useState('');
  const [cohortId, setCohortId] = useState('');
  const [studentIds, setStudentIds] = useState<string[]>([]);
  const [due, setDue] = useState(weekAhead);
  const [target, setTarget] = useState('70');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...(kind === 'module' ? { module_id: moduleId } : patientId ? { patient_id: patientId } : {}),
      ...(cohortId ? { cohort_id: cohortId } : {}),
      student_ids: studentIds,
      due_at: endOfDay(due),
      target_score: target.trim() === '' ? Number.NaN : Number(target),
    };
    const parsed = CreateAssignmentBodySchema.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'form');
        next[key] ??= key === 'module_id' && kind === 'patient' ? 'Choose a patient' : issue.message;
      }
      if (next.due_at) next.due_at = 'Choose a due date';
      setErrors(next);
      return;
    }
    setErrors({});
    create.mutate(body, { onSuccess: onClose });
  };

  const patientOptions = [
    { value: '', label: patients.isPending ? 'Loading patients…' : 'Choose a patient' },
    ...(patients.data ?? []).map((p) => ({ value: p.id, label: `${p.name} · ${p.condition}` })),
  ];
  const cohortOptions = [
    { value: '', label: 'No cohort (students chosen below)' },
    ...(cohorts.data?.cohorts ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.members.length})` })),
  ];

  return (
    <Modal title="New assignment" onClose={onClose} className="max-w-xl">
      <form onSubmit={submit} noValidate className="space-y-4">
        {create.isError && (
          <Banner tone="error">{errorText(create.error, 'Failed to create the assignment')}</Banner>
        )}
        <fieldset>
          <legend className="text-sm font-medium text-slate-800">Assign</legend>
          <div className="mt-1.5 flex gap-5">
            {(['module', 'patient'] as const).map((k) => (
              <label key={k} className="flex items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={kindId}
                  value={k}
                  checked={kind === k}
                  onChange={() => setKind(k)}
                  className="focus-ring size-4 accent-teal-700"
                />
                {k === 'module' ? 'A module' : 'A patient'}
              </label>
            ))}
          </div>
        </fieldset>
        {kind === 'module' ? (
          <SelectField
            label="Module"
            value={moduleId}
            onChange={(e) => setModuleId(e.target.value as ModuleId)}
            options={MODULES.map((m) => ({ value: m.id, label: m.title }))}
          />
        ) : (
          <SelectField
            label="Patient"
            value={patientId}
            onChange={(e) => setPatientId(e.target.value)}
            options={patientOptions}
            error={errors.module_id}
          />
        )}
        <SelectField
          label="Cohort"
          value={cohortId}
          onChange={(e) => setCohortId(e.target.value)}
          options={cohortOptions}
        />
        <StudentPicker
          label={cohortId ? 'Also assign to these students' : 'Students'}
          selected={studentIds}
          onChange={setStudentIds}
          error={errors.student_ids}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Due date"
            type="date"
            required
            value={due}
            onChange={(e) => setDue(e.target.value)}
            error={errors.due_at}
          />
          <TextField
            label="Target score"
            type="number"
            inputMode="numeric"
            min={0}
            max={100}
            required
            value={target}
            onChange={(e) => setTarget(e.target.value)}
            error={errors.target_score}
            hint="0-100: a patient counts as done once a session scores this or more"
          />
        </div>
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Assign
          </Button>
        </div>
      </form>
    </Modal>
  );
}
