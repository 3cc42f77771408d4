/** An on/off setting: a checkbox with the switch role, its label and a line saying what it does. */
import { useId } from 'react';

interface SwitchFieldProps {
  readonly label: string;
  readonly description?: string;
  readonly name?: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  /** Shown as unavailable but kept focusable, e.g. while the last change is being saved. */
  readonly busy?: boolean;
}

export function SwitchField({ label, description, name, checked, onChange, busy = false }: SwitchFieldProps) {
  const id = useId();
  const descriptionId = `${id}-description`;
  return (
    <div className="switch-row">
      <div>
        <label className="switch-label" htmlFor={id}>
          {label}
        </label>
        {description && (
          <p id={descriptionId} className="switch-description">
            {description}
          </p>
        )}
      </div>
      <input
        id={id}
        className="switch"
        type="checkbox"
        role="switch"
        name={name}
        checked={checked}
        aria-disabled={busy || undefined}
        aria-describedby={description ? descriptionId : undefined}
        onChange={(event) => {
          if (!busy) onChange(event.target.checked);
        }}
      />
    </div>
  );
}
