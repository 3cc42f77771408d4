/** The landing modal's form: name, email and the frequent-traveller box, checked natively first. */
import { useState, type Ref } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
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
        label={intl.formatMessage({ id: 'joinWaitlist.name', defaultMessage: 'Name' })}
        name="name"
        autoComplete="name"
        required
        // Spaces alone pass `required`; the server would refuse them, so the browser does first.
        pattern=".*\S.*"
        title={intl.formatMessage({ id: 'joinWaitlist.name.title', defaultMessage: 'Please enter your name' })}
        maxLength={WAITLIST_NAME_MAX_LENGTH}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={fieldErrors.name}
      />
      <TextField
        label={intl.formatMessage({ id: 'joinWaitlist.email', defaultMessage: 'Email' })}
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
        <span>
          <FormattedMessage id="joinWaitlist.frequent" defaultMessage="I travel frequently (3+ times a year)" />
        </span>
      </label>
      <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting}>
        {intl.formatMessage(
          { id: 'joinWaitlist.submit', defaultMessage: '{busy, select, yes {Joining...} other {Join Waitlist}}' },
          { busy: isSubmitting ? 'yes' : 'no' },
        )}
      </button>
      <p className="form-footnote">
        <FormattedMessage
          id="joinWaitlist.privacy"
          defaultMessage="We only show your first name publicly and never share your email. <privacy>Privacy Policy</privacy>"
          values={{ privacy: (text) => <Link to="/privacy">{text}</Link> }}
        />
      </p>
    </form>
  );
}
