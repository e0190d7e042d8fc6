import { useAuth } from '../../../lib/use-auth';
import { AnonymousModeForm } from './anonymous-mode-form';
import { ChangePasswordForm } from './change-password-form';
import { PersonalInfoForm } from './personal-info-form';

/**
 * The signed-in user's own profile (/profile): Profile & Security for administrators, Profile for
 * students, who also choose anonymous mode.
 */
export function ProfileSection({ variant }: { variant: 'admin' | 'student' }) {
  const { user } = useAuth();
  if (!user) return null;
  const student = variant === 'student';
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
          {student ? 'Profile' : 'Profile & Security'}
        </h1>
        <p className="mt-1 text-slate-600">Your personal information and password.</p>
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        {/* Keyed by user id so a different sign-in starts from its own values. */}
        <PersonalInfoForm key={user.id} user={user} showStudentFields={student} />
        <ChangePasswordForm />
        {student && <AnonymousModeForm key={`anon-${user.id}`} user={user} />}
      </div>
    </div>
  );
}
