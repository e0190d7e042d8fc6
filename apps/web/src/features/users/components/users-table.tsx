import type { User } from '@practicum/contract';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { AccountStatusSelect } from './account-status-select';
import { ApprovalActions } from './approval-actions';
import { canManage, createdOf, emailOf, lastLoginOf, lockReason, nameOf } from './format';
import { RoleSelect } from './role-select';

interface UsersTableProps {
  users: User[];
  viewer: User | null;
  onView: (user: User) => void;
  onSuccess: (text: string) => void;
  onError: (text: string) => void;
  /** The id of the hint that says what the statuses mean. */
  statusHintId?: string;
}

const TH = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase';

/**
 * The admin's user table; accounts waiting for approval (first, as the server orders them) carry
 * Approve and Reject beside their status, and rows with a reset request are highlighted.
 */
export function UsersTable({ users, viewer, onView, onSuccess, onError, statusHintId }: UsersTableProps) {
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm">
      <table className="min-w-full divide-y divide-slate-200 text-sm">
        <caption className="sr-only">Users</caption>
        <thead className="bg-slate-50">
          <tr>
            <th scope="col" className={TH}>
              User
            </th>
            <th scope="col" className={TH}>
              Role
            </th>
            <th scope="col" className={TH}>
              Account Status
            </th>
            <th scope="col" className={TH}>
              Active
            </th>
            <th scope="col" className={TH}>
              Created
            </th>
            <th scope="col" className={TH}>
              Last Login
            </th>
            <th scope="col" className={cn(TH, 'text-right')}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {users.map((user) => {
            const manageable = canManage(viewer, user);
            const lock = manageable ? undefined : lockReason(viewer, user);
            return (
              <tr
                key={user.id}
                className={cn(
                  user.reset_request || user.account_status === 'requested'
                    ? 'bg-amber-50/70'
                    : 'hover:bg-slate-50',
                )}
                data-reset-request={user.reset_request || undefined}
              >
                <th scope="row" className="px-3 py-3 text-left font-normal">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium text-slate-900">{nameOf(user)}</span>
                    {viewer?.id === user.id && <Badge tone="indigo">You</Badge>}
                    {user.account_status === 'requested' && <Badge tone="amber">Pending</Badge>}
                    {user.reset_request && <Badge tone="red">Reset requested</Badge>}
                  </div>
                  <div className="text-slate-600">{emailOf(user)}</div>
                </th>
                <td className="px-3 py-3">
                  <RoleSelect
                    user={user}
                    viewer={viewer}
                    disabled={!manageable}
                    title={lock}
                    onSuccess={onSuccess}
                    onError={onError}
                  />
                </td>
                <td className="px-3 py-3">
                  <div className="flex flex-wrap items-center gap-2">
                    <AccountStatusSelect
                      user={user}
                      disabled={!manageable}
                      title={lock}
                      hintId={statusHintId}
                      successText={(label) => `Updated account status to ${label}`}
                      onSuccess={onSuccess}
                    />
                    {manageable && user.account_status === 'requested' && (
                      <ApprovalActions user={user} onSuccess={onSuccess} onError={onError} />
                    )}
                  </div>
                </td>
                <td className="px-3 py-3">
                  {user.is_active ? <Badge tone="green">Active</Badge> : <Badge tone="slate">Inactive</Badge>}
                </td>
                <td className="px-3 py-3 whitespace-nowrap text-slate-700">{createdOf(user.created_at)}</td>
                <td className="px-3 py-3 whitespace-nowrap text-slate-700">{lastLoginOf(user.last_login)}</td>
                <td className="px-3 py-3 text-right">
                  <Button variant="secondary" className="px-3 py-1.5" onClick={() => onView(user)}>
                    View<span className="sr-only"> {nameOf(user)}</span>
                  </Button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
