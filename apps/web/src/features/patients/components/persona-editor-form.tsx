import type { PatientDetail } from '@practicum/contract';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { Banner } from '../../../components/ui/banner';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';
import { ApiError, errorText } from '../../../lib/api-error';
import { useCreatePatient } from '../../../api/patients';
import { useUpdatePatient } from '../../../api/patients';
import { CaseFields } from './case-fields';
import type { CaseDraft } from './case-form';
import { FormulationSource } from './formulation-source';
import { IssueList } from './issue-list';
import { PersonaFields } from './persona-fields';
import {
  errorsByField,
  issuesFromServer,
  validatePersona,
  type FormIssue,
  type PersonaFormValues,
  type TextKey,
} from './persona-form';

/** The fact ids the formulation's JSON holds, or none while it does not parse. */
function factIdsOf(advanced: string): string[] {
  try {
    const facts = (JSON.parse(advanced) as { facts?: unknown }).facts;
    if (!Array.isArray(facts)) return [];
    return facts.flatMap((f) =>
      f && typeof (f as { id?: unknown }).id === 'string' ? [(f as { id: string }).id] : [],
    );
  } catch {
    return [];
  }
}

interface PersonaEditorFormProps {
  initial: PersonaFormValues;
  /** Editing: the row to replace and the persona's stable id. Absent when adding. */
  target?: { patientId: string; personaId: string };
  onCancel: () => void;
  onChanged: () => void;
  onSaved: (detail: PatientDetail) => void;
}

/** The persona editor: validated with the persona schema here, and again by the server. */
export function PersonaEditorForm({ initial, target, onCancel, onChanged, onSaved }: PersonaEditorFormProps) {
  const [values, setValues] = useState(initial);
  const [issues, setIssues] = useState<{ source: string; list: FormIssue[] } | null>(null);
  const summaryRef = useRef<HTMLDivElement>(null);
  const create = useCreatePatient();
  const update = useUpdatePatient();
  const saving = create.isPending || update.isPending;
  const saveError = target ? update.error : create.error;

  function change(field: TextKey, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    onChanged();
  }

  function changeCase(next: CaseDraft | null) {
    setValues((v) => ({ ...v, case: next }));
    onChanged();
  }

  function load(part: Partial<PersonaFormValues>) {
    setValues((v) => ({ ...v, ...part }));
    onChanged();
  }

  const factIds = useMemo(() => factIdsOf(values.advanced), [values.advanced]);

  function showIssues(source: string, list: FormIssue[]) {
    setIssues({ source, list });
    // After React has rendered the summary, move focus there so it is read out and in view.
    requestAnimationFrame(() => summaryRef.current?.focus());
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = validatePersona(values, target?.personaId);
    if (!result.ok) {
      showIssues('The persona', result.issues);
      return;
    }
    setIssues(null);
    const onError = (error: unknown) => {
      if (error instanceof ApiError && Array.isArray(error.detail) && error.detail.length > 0) {
        showIssues('The server says the persona', issuesFromServer(error.detail));
      }
    };
    if (target) update.mutate({ id: target.patientId, body: result.body }, { onSuccess: onSaved, onError });
    else create.mutate(result.body, { onSuccess: onSaved, onError });
  }

  const fieldErrors = issues ? errorsByField(issues.list) : {};
  const serverText =
    saveError && !(saveError instanceof ApiError && Array.isArray(saveError.detail))
      ? errorText(saveError, 'Failed to save patient')
      : null;

  return (
    <form onSubmit={submit} noValidate className="space-y-6">
      {issues && <IssueList ref={summaryRef} source={issues.source} issues={issues.list} />}
      {serverText && <Banner tone="error">{serverText}</Banner>}
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold tracking-wide text-slate-500 uppercase">Presentation</legend>
        <PersonaFields values={values} errors={fieldErrors} onChange={change} />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          Case formulation
        </legend>
        {!target && <FormulationSource onLoad={load} />}
        <TextareaField
          label="Advanced case formulation (JSON)"
          hint="Demographics, history, beliefs, automatic thoughts, emotions, coping, risk texts, facts (at least 12, each with id, topic, depth 1-3, text, keywords and emotion), goals and speech markers. The fields above take precedence over the same keys here."
          mono
          rows={16}
          spellCheck={false}
          autoCapitalize="off"
          autoCorrect="off"
          value={values.advanced}
          error={fieldErrors.advanced}
          onChange={(event) => change('advanced', event.target.value)}
        />
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold tracking-wide text-slate-500 uppercase">
          Medical station
        </legend>
        <CaseFields value={values.case} issues={issues?.list ?? []} factIds={factIds} onChange={changeCase} />
      </fieldset>
      <div className="sticky bottom-0 -mx-6 -mb-6 flex justify-end gap-3 border-t border-slate-200 bg-white px-6 py-4">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" loading={saving}>
          {target ? 'Save Changes' : 'Create Patient'}
        </Button>
      </div>
    </form>
  );
}
