import { ROLES } from '@centre/domain/roles';
import {
  createStaffUserInput,
  DEFAULT_NEW_USER_ROLE,
  MIN_PASSWORD_LENGTH,
  USER_DEPARTMENTS,
  type CreateStaffUserInput,
} from '@centre/domain/users';
import { DEFAULT_DEPARTMENT } from '@centre/domain/constants';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Button } from '../../../components/button';
import { TextInput } from '../../../components/text-input';
import { useCreateStaffUser } from '../api/create-staff-user';
import { createUserErrorMessage } from '../utils/create-user-error-message';
import { departmentLabel, roleLabel } from '../utils/labels';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Dialog } from '../../../components/form-dialog';
import { SelectInput } from '../../../components/select-input';
import '../users.css';

/** What the form holds; the schema's output (trimmed, lower-cased email) is what is sent. */
type CreateUserValues = z.input<typeof createStaffUserInput>;

const DEFAULT_VALUES: CreateUserValues = {
  email: '',
  displayName: '',
  role: DEFAULT_NEW_USER_ROLE,
  department: DEFAULT_DEPARTMENT,
  password: '',
};

const resolver = zodResolver(createStaffUserInput);

interface CreateUserDialogProps {
  open: boolean;
  onClose: () => void;
  /** Role of the signed-in admin: only a superadmin may create another superadmin. */
  currentUserRole: string | null;
}

export function CreateUserDialog({ open, onClose, currentUserRole }: CreateUserDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title="Create user"
      description="The new user signs in with this temporary password and must change it."
      className="modal--wide"
    >
      <CreateUserForm onClose={onClose} currentUserRole={currentUserRole} />
    </Dialog>
  );
}

function CreateUserForm({ onClose, currentUserRole }: Omit<CreateUserDialogProps, 'open'>) {
  const [serverError, setServerError] = useState<string | null>(null);
  const [skipped, setSkipped] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<CreateUserValues, unknown, CreateStaffUserInput>({
    defaultValues: DEFAULT_VALUES,
    resolver,
  });
  const mutation = useCreateStaffUser();

  const roleOptions = ROLES.filter(
    (role) => role !== 'superadmin' || currentUserRole === 'superadmin',
  ).map((role) => ({ value: role, label: roleLabel(role) }));
  const departmentOptions = USER_DEPARTMENTS.map((department) => ({
    value: department,
    label: departmentLabel(department),
  }));

  const onSubmit = handleSubmit(async (input) => {
    setServerError(null);
    setSkipped(false);
    try {
      const result = await mutation.mutateAsync(input);
      if (result.skipped) {
        setSkipped(true);
        return;
      }
      toast.success(`User ${input.email} created.`);
      onClose();
    } catch (error) {
      setServerError(createUserErrorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)}>
      <TextInput
        id="create-user-email"
        label="Email"
        type="email"
        autoComplete="off"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextInput
        id="create-user-display-name"
        label="Display name"
        autoComplete="off"
        helperText="Leave empty to use the part of the email before the @ sign."
        error={errors.displayName?.message}
        {...register('displayName')}
      />
      <SelectInput
        id="create-user-role"
        label="Role"
        options={roleOptions}
        error={errors.role?.message}
        {...register('role')}
      />
      <SelectInput
        id="create-user-department"
        label="Department"
        options={departmentOptions}
        error={errors.department?.message}
        {...register('department')}
      />
      <TextInput
        id="create-user-password"
        label="Temporary password"
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        helperText={`At least ${MIN_PASSWORD_LENGTH} characters.`}
        error={errors.password?.message}
        {...register('password')}
      />
      {skipped && (
        <p className="notice" role="status">
          A user record for this email already exists, so nothing was changed.
        </p>
      )}
      {serverError && (
        <p className="notice notice--error" role="alert">
          {serverError}
        </p>
      )}
      <div className="modal__actions">
        <Button variant="ghost" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" loading={mutation.isPending}>
          Create user
        </Button>
      </div>
    </form>
  );
}
