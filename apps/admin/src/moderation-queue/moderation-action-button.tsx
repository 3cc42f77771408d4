/**
 * One moderation action as a button: it opens the reason dialog (with the ban's length for a ban)
 * and sends the action for one item, or for every selected item with one reason.
 */
import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import type { ModerationAction } from '@safetrails/contracts';
import { ReasonDialog } from './reason-dialog';
import { BAN_PRESETS, actionExplanation, actionLabel, isDestructive, isUndoable } from './moderation-actions';
import { useModerationAction } from './use-moderation-action';
import { TextButton } from '../layout/text-button';

export interface ModerationActionButtonProps {
  readonly action: ModerationAction;
  readonly ids: readonly string[];
  /** The item's one-line label (one item) for the dialog's heading. */
  readonly itemLabel?: string;
  /** The traveller a ban would apply to. */
  readonly subjectName?: string | null;
  readonly disabled?: boolean;
  readonly variant?: 'text' | 'outlined' | 'contained';
  /** After the action was sent (or queued for its undo delay). */
  readonly onDone?: () => void;
}

const DEFAULT_BAN_HOURS = BAN_PRESETS[1]?.hours ?? 72;

export function ModerationActionButton({
  action,
  ids,
  itemLabel,
  subjectName = null,
  disabled,
  variant = 'text',
  onDone,
}: ModerationActionButtonProps) {
  const { act } = useModerationAction();
  const [open, setOpen] = useState(false);
  const [banHours, setBanHours] = useState(DEFAULT_BAN_HOURS);
  const label = actionLabel(action);
  const many = ids.length > 1;
  const title = many ? `${label}: ${ids.length} items` : itemLabel ? `${label}: ${itemLabel}` : label;

  return (
    <>
      <TextButton
        label={label}
        variant={variant}
        color={isDestructive(action) ? 'error' : 'primary'}
        disabled={disabled || ids.length === 0}
        onClick={(event) => {
          // In a list row: act here, do not open the row.
          event.stopPropagation();
          setOpen(true);
        }}
        data-testid={`moderation-action-${action}`}
      />
      <ReasonDialog
        open={open}
        title={title}
        confirmLabel={label}
        color={isDestructive(action) ? 'error' : 'primary'}
        description={
          <>
            {actionExplanation(action, subjectName)}
            {many ? ' The same reason is kept for each item.' : null}
            {isUndoable(action) ? ' You can undo it for a few seconds.' : null}
          </>
        }
        onClose={() => setOpen(false)}
        onConfirm={async (reason) => {
          await act(ids, action === 'ban' ? { action, reason, durationHours: banHours } : { action, reason });
          onDone?.();
        }}
      >
        {action === 'ban' ? (
          <TextField
            select
            fullWidth
            margin="dense"
            label="Ban for"
            value={banHours}
            onChange={(event) => setBanHours(Number(event.target.value))}
          >
            {BAN_PRESETS.map(({ hours, label: durationText }) => (
              <MenuItem key={hours} value={hours}>
                {durationText}
              </MenuItem>
            ))}
          </TextField>
        ) : null}
      </ReasonDialog>
    </>
  );
}
