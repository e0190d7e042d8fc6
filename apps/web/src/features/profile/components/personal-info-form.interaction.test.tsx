import { UserSchema, type User } from '@practicum/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createFakeServer, makeAdmin, makeUser, ok, renderWithApp, signIn } from '../../../../test/support';
import { PersonalInfoForm } from './personal-info-form';

describe('the profile’s discipline', () => {
  it('lets a student choose their discipline, and clear it again', async () => {
    const student = makeUser();
    signIn(student);
    const server = createFakeServer().on('PUT', '/users/me', ({ body }) =>
      ok(UserSchema, { ...student, ...(body as Partial<User>) }),
    );
    const { user } = renderWithApp(<PersonalInfoForm user={student} showStudentFields />);
    const discipline = screen.getByLabelText('Discipline');
    expect(discipline).toHaveValue('');
    await user.selectOptions(discipline, 'Medicine');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expect.poll(() => server.calls('PUT', '/users/me').length).toBe(1);
    expect(server.calls('PUT', '/users/me')[0]!.body).toMatchObject({ discipline: 'medicine' });
    expect(await screen.findByText('Profile updated successfully!')).toBeVisible();

    await user.selectOptions(discipline, 'Not chosen (all patients alike)');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    await expect.poll(() => server.calls('PUT', '/users/me').length).toBe(2);
    expect(server.calls('PUT', '/users/me')[1]!.body).toMatchObject({ discipline: null });
  });

  it('is not asked of administrators', () => {
    const admin = makeAdmin();
    signIn(admin);
    renderWithApp(<PersonalInfoForm user={admin} showStudentFields={false} />);
    expect(screen.queryByLabelText('Discipline')).toBeNull();
  });
});
