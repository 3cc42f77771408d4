/** The landing modal's form: name, email and the frequent-traveller box, checked natively first. */
import { useState, type Ref } from 'react';
import { Link } from 'react-router-dom';
import { WAITLIST_EMAIL_MAX_LENGTH, WAITLIST_NAME_MAX_LENGTH, normaliseEmail } from '@safetrails/contracts';
import { TextField } from '@/components/ui/text-field';
import type { JoinWaitlistInput } from '../api/join-waitlist';
import type { FieldErrors } from '../hooks/use-join-waitlist-form';

interface JoinWaitlistFormProps {
  readonly nameRef: Ref<HTMLInputElement>;
  readonly isSubmitting: boolean;
  readonly fieldErrors: FieldErrors;
  readonly onSubmit: (input: JoinWaitlistInput) => void;
}

export function JoinWaitlistForm({ nameRef, isSubmitting, fieldErrors, onSubmit }: JoinWaitlistFormProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [frequentTraveler, setFrequentTraveler] = useState(false);

  return (
    <form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ name: name.trim(), email: normaliseEmail(email), is_frequent_traveler: frequentTraveler });
      }}
    >
      <TextField
        ref={nameRef}
        label="Name"
        name="name"
        autoComplete="name"
        required
        // Spaces alone pass `required`; the server would refuse them, so the browser does first.
        pattern=".*\S.*"
        title="Please enter your name"
        maxLength={WAITLIST_NAME_MAX_LENGTH}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={fieldErrors.name}
      />
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        maxLength={WAITLIST_EMAIL_MAX_LENGTH}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldErrors.email}
      />
      <label className="checkbox">
        <input
          type="checkbox"
          checked={frequentTraveler}
          onChange={(event) => setFrequentTraveler(event.target.checked)}
        />
        <span>I travel frequently (3+ times a year)</span>
      </label>
      <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
        {isSubmitting ? 'Joining...' : 'Join Waitlist'}
      </button>
      <p className="form-footnote">
        We only show your first name publicly and never share your email. <Link to="/privacy">Privacy Policy</Link>
      </p>
    </form>
  );
}
