/**
 * One account: its roles (admins only) and beta access, each change saved with the reason the
 * audit trail keeps; below, for moderators, the traveller's ban, private moderator notes and
 * moderation history. The server enforces the same rules; the form only stops the obvious refusals.
 */
import { Box, Card, Typography } from '@mui/material';
import {
  BooleanInput,
  CheckboxGroupInput,
  DateField,
  Edit,
  EmailField,
  Labeled,
  SaveButton,
  SimpleForm,
  TextArrayField,
  TextField,
  TextInput,
  Toolbar,
  maxLength,
  required,
  useCanAccess,
  useRecordContext,
} from 'react-admin';
import { ROLES, type AdminUser, type Role } from '@safetrails/contracts';
import { DATE_TIME } from '../date-time';
import { ModeratorNotes } from './moderator-notes';
import { UserBan } from './user-ban';
import { UserModerationHistory } from './user-moderation-history';
import { UserNotifications } from './user-notifications';
import { toUserUpdate } from './user-update';

const ROLE_LABELS: Record<Role, string> = {
  traveller: 'Traveller (every account)',
  moderator: 'Moderator',
  admin: 'Admin',
};

// Every account is a traveller: the box stays ticked and cannot be cleared.
const ROLE_CHOICES = ROLES.map((role) => ({ id: role, name: ROLE_LABELS[role], disabled: role === 'traveller' }));

const REASON_MISSING = 'Say why: the reason is kept with the change';
// The API's limit for a reason.
const REASON_MAX_LENGTH = 500;
const REASON_RULES = [
  required(REASON_MISSING),
  maxLength(REASON_MAX_LENGTH, `At most ${REASON_MAX_LENGTH} characters`),
  (value: unknown) => (typeof value === 'string' && value.trim() === '' ? REASON_MISSING : undefined),
];

function UserSummary() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, mb: 2 }}>
      <Labeled label="Name">
        <TextField source="name" emptyText="(no name)" />
      </Labeled>
      <Labeled label="Email">
        <EmailField source="email" emptyText="(no email)" />
      </Labeled>
      <Labeled label="Signs in with">
        <TextArrayField source="providers" />
      </Labeled>
      <Labeled label="Registered">
        <DateField source="registeredAt" showTime options={DATE_TIME} />
      </Labeled>
    </Box>
  );
}

function UserForm() {
  const record = useRecordContext<AdminUser>();
  // Only admins grant and revoke roles (auth/permissions.ts).
  const { canAccess: isAdmin = false } = useCanAccess({ resource: 'users', action: 'roles' });
  const hasBetaAccess = record?.betaAccess ?? false;
  return (
    <SimpleForm
      toolbar={
        <Toolbar>
          <SaveButton />
        </Toolbar>
      }
    >
      <UserSummary />
      <CheckboxGroupInput
        source="roles"
        choices={ROLE_CHOICES}
        disabled={!isAdmin}
        helperText={
          isAdmin ? 'Granting or revoking a role is recorded with your reason.' : 'Only admins can change roles.'
        }
      />
      <BooleanInput
        source="betaAccess"
        label="Beta access"
        disabled={hasBetaAccess}
        helperText={
          hasBetaAccess
            ? 'Beta access, once granted, is not withdrawn here.'
            : 'Grants access to the beta without an invitation.'
        }
      />
      <TextInput
        source="reason"
        label="Reason for this change"
        defaultValue=""
        multiline
        minRows={2}
        fullWidth
        validate={REASON_RULES}
        helperText="Kept in the account's history with your name."
      />
      <Typography variant="body2" color="text.secondary">
        Roles and beta access are changed by events; the account's history keeps who changed what, when and why.
      </Typography>
    </SimpleForm>
  );
}

export function UserEdit() {
  return (
    <Edit<AdminUser>
      mutationMode="pessimistic"
      component="div"
      transform={(data: Partial<AdminUser>, options?: { previousData?: AdminUser }) =>
        toUserUpdate(data, options?.previousData)
      }
    >
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Card>
          <UserForm />
        </Card>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { lg: '1fr 1fr' }, alignItems: 'start' }}>
          <UserBan />
          <ModeratorNotes />
        </Box>
        <UserModerationHistory />
        <UserNotifications />
      </Box>
    </Edit>
  );
}
