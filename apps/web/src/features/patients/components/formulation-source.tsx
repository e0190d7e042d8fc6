import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { errorText } from '../../../lib/api-error';
import { patientQueryOptions } from '../../../api/patients';
import { usePatientChoices } from '../../../api/patients';
import { formulationOf, medicalTemplateValues, type PersonaFormValues } from './persona-form';

/** The option that starts a medical case from a minimal valid history station. */
const MEDICAL = 'template:medical';

interface FormulationSourceProps {
  /** Receives the chosen start: the formulation as pretty JSON, the discipline and any station. */
  onLoad: (part: Partial<PersonaFormValues>) => void;
}

/**
 * Writing twelve facts from nothing is slow: a new persona can start from an existing patient's
 * case formulation, which the instructor then rewrites, or a medical case from a minimal station.
 */
export function FormulationSource({ onLoad }: FormulationSourceProps) {
  const queryClient = useQueryClient();
  const choices = usePatientChoices();
  const [chosen, setChosen] = useState('');
  const [state, setState] = useState<{ loading: boolean; error: string | null }>({
    loading: false,
    error: null,
  });

  async function load(id: string) {
    setChosen(id);
    if (!id) return;
    if (id === MEDICAL) {
      const { discipline, condition_category, advanced, case: station } = medicalTemplateValues();
      onLoad({ discipline, condition_category, advanced, case: station });
      return;
    }
    setState({ loading: true, error: null });
    try {
      const detail = await queryClient.fetchQuery(patientQueryOptions(id));
      if (!detail.persona) throw new Error('No persona');
      onLoad(formulationOf(detail.persona));
      setState({ loading: false, error: null });
    } catch (error) {
      setState({ loading: false, error: errorText(error, 'Failed to get the patient') });
    }
  }

  const options = [
    { value: '', label: choices.isPending ? 'Loading patients…' : 'Empty template' },
    { value: MEDICAL, label: 'New medical case (a history station to edit)' },
    ...(choices.data ?? []).map((c) => ({ value: c.id, label: `${c.name} (${c.condition})` })),
  ];
  return (
    <div className="space-y-1">
      <SelectField
        label="Start the case formulation from"
        options={options}
        value={chosen}
        disabled={state.loading}
        aria-busy={state.loading || undefined}
        error={state.error ?? undefined}
        onChange={(event) => void load(event.target.value)}
      />
      <p className="text-xs text-slate-600" aria-live="polite">
        {state.loading
          ? 'Loading the case formulation…'
          : 'Replaces the JSON below with that patient’s facts, beliefs and risk texts, and the station with theirs.'}
      </p>
    </div>
  );
}
