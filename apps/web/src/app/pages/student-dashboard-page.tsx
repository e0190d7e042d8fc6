import type { Patient } from '@practicum/contract';
import { useRef } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Banner } from '../../components/ui/banner';
import { useStartSession } from '../../api/sessions';
import { StudentAssignments } from '../../features/assignments/components/student-assignments';
import { ProgressCard } from '../../features/dashboard/components/progress-card';
import { StudentSummary } from '../../features/dashboard/components/student-summary';
import { PatientBrowser } from '../../features/patients/components/patient-browser';
import {
  AllowanceNotice,
  isAllowanceExhausted,
} from '../../features/subscription/components/allowance-notice';
import { useAuth } from '../../lib/use-auth';
import { usePageTitle } from '../../lib/use-page-title';

/** Sections of the student dashboard, chosen by ?section= from the sidebar. */
export default function StudentDashboardPage() {
  const [params] = useSearchParams();
  switch (params.get('section')) {
    case 'profile':
      // The profile has its own page; old links to the dashboard section still arrive there.
      return <Navigate to="/profile" replace />;
    default:
      return <Overview />;
  }
}

function Overview() {
  usePageTitle('Student Dashboard');
  const { user } = useAuth();
  const navigate = useNavigate();
  const start = useStartSession();
  const patientsRef = useRef<HTMLDivElement>(null);

  const startSession = (patientId: string) => {
    start.mutate(patientId, {
      onSuccess: () => void navigate(`/student/session/${encodeURIComponent(patientId)}`),
    });
  };
  const startingPatientId = start.isPending ? (start.variables ?? null) : null;
  const goToPatients = () => {
    const section = patientsRef.current;
    if (!section) return;
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    section.scrollIntoView({ behavior: reduce ? 'auto' : 'smooth', block: 'start' });
    section.focus({ preventScroll: true });
  };

  return (
    <div className="space-y-8">
      {/* First stop in the page: past the stats and progress straight to the patients (search, then cards). */}
      <a
        href="#patients"
        onClick={(event) => {
          event.preventDefault();
          goToPatients();
        }}
        className="sr-only rounded-lg bg-white px-4 py-2 text-sm font-semibold text-teal-800 shadow focus:not-sr-only focus:inline-block"
      >
        Skip to patients
      </a>
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          Student Dashboard
        </h1>
        <p className="mt-1 text-slate-600">Welcome back{user?.name ? `, ${user.name}` : ''}.</p>
      </div>
      {/* Assignments come first: what an instructor asked for, and when it is due. */}
      <StudentAssignments onStart={startSession} startingPatientId={startingPatientId} />
      <StudentSummary onStartFirst={goToPatients} />
      <ProgressCard onPractise={startSession} startingPatientId={startingPatientId} />
      {start.isError &&
        (isAllowanceExhausted(start.error) ? (
          <AllowanceNotice error={start.error} onDismiss={() => start.reset()} />
        ) : (
          <Banner tone="error" onDismiss={() => start.reset()}>
            Error: Failed to start session. Please try again.
          </Banner>
        ))}
      <div
        id="patients"
        ref={patientsRef}
        tabIndex={-1}
        className="scroll-mt-6 rounded-xl focus:outline-none"
      >
        <PatientBrowser
          onStartSession={(patient: Patient) => startSession(patient.id)}
          startingPatientId={startingPatientId}
        />
      </div>
    </div>
  );
}
