/**
 * Edit an alert: the fields the alert rules let change, and why. Position, destination and start
 * stay as raised; an archived alert cannot be edited.
 */
import { Edit, SimpleForm, TextInput } from 'react-admin';
import type { AdminAlert } from '@safetrails/contracts';
import { REASON_RULES } from '../reason-action/reason-rules';
import { toAlertUpdate } from './alert-update';
import { AlertEditableInputs } from './alert-inputs';

export function AlertEdit() {
  return (
    <Edit<AdminAlert>
      mutationMode="pessimistic"
      redirect="show"
      transform={(data: Partial<AdminAlert> & { reason?: string }, options?: { previousData?: AdminAlert }) =>
        toAlertUpdate(data, options?.previousData)
      }
    >
      <SimpleForm>
        <AlertEditableInputs />
        <TextInput
          source="reason"
          label="Reason for this change"
          defaultValue=""
          multiline
          minRows={2}
          fullWidth
          validate={REASON_RULES}
          helperText="Kept in the alert's history with your name."
        />
      </SimpleForm>
    </Edit>
  );
}
