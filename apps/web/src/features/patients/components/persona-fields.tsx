import { SelectField } from '../../../components/ui/select-field';
import { TextField } from '../../../components/ui/text-field';
import { TextareaField } from '../../../components/ui/textarea-field';
import type { FormField, PersonaFormValues, TextKey } from './persona-form';
import {
  categoryOptions,
  difficultyOptions,
  disciplineOptions,
  riskLevelOptions,
  styleOptions,
} from './persona-options';

interface PersonaFieldsProps {
  values: PersonaFormValues;
  errors: Partial<Record<FormField, string>>;
  onChange: (field: TextKey, value: string) => void;
}

/** The structured inputs of the persona editor: the patient's presentation as students meet it. */
export function PersonaFields({ values, errors, onChange }: PersonaFieldsProps) {
  const text = (field: TextKey) => ({
    value: values[field],
    error: errors[field],
    onChange: (event: { target: { value: string } }) => onChange(field, event.target.value),
  });
  return (
    <div className="grid gap-4 sm:grid-cols-6">
      <TextField label="Name" required className="sm:col-span-4" autoComplete="off" {...text('name')} />
      {/* No avatar input: cards draw the patient's initials, which need no emoji font. */}
      <TextField label="Age" required inputMode="numeric" className="sm:col-span-2" {...text('age')} />
      <SelectField
        label="Discipline"
        options={disciplineOptions}
        className="sm:col-span-6"
        {...text('discipline')}
      />
      <SelectField
        label="Difficulty"
        options={difficultyOptions}
        className="sm:col-span-3"
        {...text('difficulty')}
      />
      <SelectField
        label="Condition category"
        options={categoryOptions}
        className="sm:col-span-3"
        {...text('condition_category')}
      />
      <TextField
        label="Condition"
        required
        placeholder="e.g. Major Depressive Disorder"
        className="sm:col-span-3"
        {...text('condition')}
      />
      <TextField
        label="Emotional state"
        required
        placeholder="e.g. Withdrawn and tearful"
        className="sm:col-span-3"
        {...text('emotional_state')}
      />
      <SelectField
        label="Conversational style"
        options={styleOptions}
        className="sm:col-span-3"
        {...text('style')}
      />
      <SelectField
        label="Risk level"
        options={riskLevelOptions}
        className="sm:col-span-3"
        {...text('risk_level')}
      />
      <TextareaField
        label="Personality"
        required
        rows={2}
        className="sm:col-span-6"
        {...text('personality')}
      />
      <TextareaField label="Background" required rows={3} className="sm:col-span-6" {...text('background')} />
      <TextareaField
        label="Symptoms"
        hint="One per line, 3 to 12."
        required
        rows={5}
        className="sm:col-span-6"
        {...text('symptoms')}
      />
      <TextareaField
        label="Presenting problem"
        required
        rows={3}
        className="sm:col-span-6"
        {...text('presenting_problem')}
      />
      <TextareaField
        label="Opening statement"
        hint="What the patient says first, in their own voice."
        required
        rows={2}
        className="sm:col-span-6"
        {...text('opening_statement')}
      />
    </div>
  );
}
