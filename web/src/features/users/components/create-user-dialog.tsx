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
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { STAFF_DRAFT_PREFIX } from '../../../lib/session-draft';
import toast from '../../../lib/toast';
import { useFormSessionDraft } from '../../../lib/use-form-session-draft';
import { TextInput } from '../../../components/text-input';
import { useCreateStaffUser } from '../api/create-staff-user';
import { createUserErrorMessage } from '../utils/create-user-error-message';
import { useUserLabels } from '../utils/labels';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { DialogForm } from '../../../components/dialog-form';
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

/** The draft keeps all but the password: a password is never written to sessionStorage. */
const DRAFT_FIELDS = ['email', 'displayName', 'role', 'department'] as const;

interface CreateUserDialogProps {
  open: boolean;
  onClose: () => void;
  /** Role of the signed-in admin: only a superadmin may create another superadmin. */
  currentUserRole: string | null;
}

export function CreateUserDialog({ open, onClose, currentUserRole }: CreateUserDialogProps) {
  const { t } = useTranslation('users');
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('create.title')}
      description={t('create.description')}
      className="modal--wide"
    >
      <CreateUserForm onClose={onClose} currentUserRole={currentUserRole} />
    </Dialog>
  );
}

function CreateUserForm({ onClose, currentUserRole }: Omit<CreateUserDialogProps, 'open'>) {
  const { t } = useTranslation('users');
  const { roleLabel, departmentLabel } = useUserLabels();
  const [serverError, setServerError] = useState<string | null>(null);
  const [skipped, setSkipped] = useState(false);
  const form = useForm<CreateUserValues, unknown, CreateStaffUserInput>({
    defaultValues: DEFAULT_VALUES,
    resolver,
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = form;
  // What was typed survives the dialog closed by mistake (Escape, its close button) or a reload;
  // forgotten once the user is created or on Cancel.
  const forgetDraft = useFormSessionDraft(`${STAFF_DRAFT_PREFIX}users:new-user`, form, {
    fields: DRAFT_FIELDS,
    strict: true,
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
      forgetDraft();
      toast.success(t('create.created', { email: input.email }));
      onClose();
    } catch (error) {
      setServerError(createUserErrorMessage(error));
    }
  });

  return (
    <DialogForm
      onSubmit={onSubmit}
      serverError={serverError}
      cancelLabel={t('create.cancel')}
      submitLabel={t('create.submit')}
      onCancel={() => {
        forgetDraft();
        onClose();
      }}
      submitting={mutation.isPending}
    >
      <TextInput
        id="create-user-email"
        label={t('fields.email')}
        type="email"
        autoComplete="off"
        required
        error={errors.email?.message}
        {...register('email')}
      />
      <TextInput
        id="create-user-display-name"
        label={t('create.displayName')}
        autoComplete="off"
        helperText={t('create.displayNameHelp')}
        error={errors.displayName?.message}
        {...register('displayName')}
      />
      <SelectInput
        id="create-user-role"
        label={t('fields.role')}
        options={roleOptions}
        error={errors.role?.message}
        {...register('role')}
      />
      <SelectInput
        id="create-user-department"
        label={t('fields.department')}
        options={departmentOptions}
        error={errors.department?.message}
        {...register('department')}
      />
      <TextInput
        id="create-user-password"
        label={t('create.password')}
        type="password"
        autoComplete="new-password"
        required
        minLength={MIN_PASSWORD_LENGTH}
        helperText={t('create.passwordHelp', { min: MIN_PASSWORD_LENGTH })}
        error={errors.password?.message}
        {...register('password')}
      />
      {skipped && (
        <p className="notice" role="status">
          {t('create.skipped')}
        </p>
      )}
    </DialogForm>
  );
}
