import type { Patient } from '@practicum/contract';
import { Avatar } from '../../../components/ui/avatar';
import { Badge } from '../../../components/ui/badge';
import { DifficultyBadge } from './difficulty-badge';

interface PatientHeadingProps {
  patient: Patient;
  headingId: string;
  /** h2 in the library (under the page's h1), h3 on the dashboard (under its Patients h2). */
  level?: 2 | 3;
}

/** Avatar, name, age and badges: the top of every patient card. */
export function PatientHeading({ patient, headingId, level = 2 }: PatientHeadingProps) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <div className="flex items-start gap-3">
      <Avatar name={patient.name} />
      <div className="min-w-0 flex-1">
        <Heading id={headingId} className="text-base leading-snug font-semibold break-words text-slate-900">
          {patient.name}
        </Heading>
        <p className="text-sm text-slate-600">Age {patient.age}</p>
      </div>
      <div className="flex flex-col items-end gap-1">
        <DifficultyBadge difficulty={patient.difficulty} />
        {patient.archived && <Badge tone="slate">Archived</Badge>}
      </div>
    </div>
  );
}
