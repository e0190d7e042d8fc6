import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { SelectField } from '../../../components/ui/select-field';
import { errorText } from '../../../lib/api-error';
import { patientQueryOptions } from '../../../api/patients';
import { usePatientChoices } from '../../../api/patients';
import { advancedPartOf } from './persona-form';

interface FormulationSourceProps {
  /** Receives the chosen patient's case formulation as pretty JSON. */
  onLoad: (json: string) => void;
}

/**
 * Writing twelve facts from nothing is slow: a new persona can start from an existing patient's
 * case formulation, which the instructor then rewrites.
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
    setState({ loading: true, error: null });
    try {
      const detail = await queryClient.fetchQuery(patientQueryOptions(id));
      if (!detail.persona) throw new Error('No persona');
      onLoad(JSON.stringify(advancedPartOf(detail.persona), null, 2));
      setState({ loading: false, error: null });
    } catch (error) {
      setState({ loading: false, error: errorText(error, 'Failed to get the patient') });
    }
  }

  const options = [
    { value: '', label: choices.isPending ? 'Loading patients…' : 'Empty template' },
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
          : 'Replaces the JSON below with that patient’s facts, beliefs and risk texts.'}
      </p>
    </div>
  );
}
