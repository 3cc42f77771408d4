/**
 * The /waitlist page's sign-up: email, name and, optionally, company and role. After joining it
 * thanks the person and returns to the home page three seconds later.
 */
import { useEffect, useState, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useNavigate } from 'react-router-dom';
import { CircleCheck } from 'lucide-react';
import {
  WAITLIST_COMPANY_MAX_LENGTH,
  WAITLIST_EMAIL_MAX_LENGTH,
  WAITLIST_NAME_MAX_LENGTH,
  WAITLIST_PAGE_REDIRECT_MS,
  WAITLIST_ROLE_MAX_LENGTH,
  normaliseEmail,
} from '@safetrails/contracts';
import { TextField } from '@/components/ui/text-field';
import { useJoinWaitlistForm } from '../hooks/use-join-waitlist-form';

export function WaitlistSignup() {
  const intl = useIntl();
  const failed = {
    title: intl.formatMessage({
      id: 'joinWaitlist.failed',
      defaultMessage: 'Failed to join waitlist. Please try again.',
    }),
  };
  const navigate = useNavigate();
  const [values, setValues] = useState({ email: '', name: '', company: '', role: '' });
  const [joinedAs, setJoinedAs] = useState<string | null>(null);
  const form = useJoinWaitlistForm({
    failureToasts: { network: failed, unknown: failed },
    onJoined: (joined) => setJoinedAs(joined.firstName),
  });

  useEffect(() => {
    if (joinedAs === null) return;
    const timer = setTimeout(() => void navigate('/'), WAITLIST_PAGE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [joinedAs, navigate]);

  if (joinedAs !== null) {
    return (
      <div className="card signup-success" role="status">
        <CircleCheck className="dialog-success-icon" aria-hidden="true" size={48} />
        <h2>
          <FormattedMessage
            id="joinWaitlist.thanks"
            defaultMessage="{name, select, none {Thank you!} other {Thank you, {name}!}}"
            values={{ name: joinedAs || 'none' }}
          />
        </h2>
        <p>
          <FormattedMessage
            id="joinWaitlist.thanks.text"
            defaultMessage="You're on the waitlist. We'll email your invitation when your spot opens."
          />
        </p>
        <p className="muted">
          <FormattedMessage id="joinWaitlist.thanks.back" defaultMessage="Taking you back to the home page…" />
        </p>
      </div>
    );
  }

  const field = (key: keyof typeof values) => ({
    name: key,
    value: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => setValues({ ...values, [key]: event.target.value }),
    error: form.fieldErrors[key],
  });

  return (
    <form
      className="form card"
      onSubmit={(event) => {
        event.preventDefault();
        form.submit({
          email: normaliseEmail(values.email),
          name: values.name.trim(),
          // Optional fields are left out rather than sent empty.
          company: values.company.trim() || undefined,
          role: values.role.trim() || undefined,
        });
      }}
    >
      <TextField
        label={intl.formatMessage({ id: 'joinWaitlist.email', defaultMessage: 'Email' })}
        type="email"
        autoComplete="email"
        required
        maxLength={WAITLIST_EMAIL_MAX_LENGTH}
        {...field('email')}
      />
      <TextField
        label={intl.formatMessage({ id: 'joinWaitlist.name', defaultMessage: 'Name' })}
        autoComplete="name"
        required
        pattern=".*\S.*"
        title={intl.formatMessage({ id: 'joinWaitlist.name.title', defaultMessage: 'Please enter your name' })}
        maxLength={WAITLIST_NAME_MAX_LENGTH}
        {...field('name')}
      />
      <TextField
        label={intl.formatMessage({ id: 'joinWaitlist.company', defaultMessage: 'Company' })}
        note={intl.formatMessage({ id: 'form.optional', defaultMessage: 'optional' })}
        autoComplete="organization"
        maxLength={WAITLIST_COMPANY_MAX_LENGTH}
        {...field('company')}
      />
      <TextField
        label={intl.formatMessage({ id: 'joinWaitlist.role', defaultMessage: 'Role' })}
        note={intl.formatMessage({ id: 'form.optional', defaultMessage: 'optional' })}
        autoComplete="organization-title"
        maxLength={WAITLIST_ROLE_MAX_LENGTH}
        {...field('role')}
      />
      <button type="submit" className="btn btn-primary btn-block" disabled={form.isSubmitting}>
        {intl.formatMessage(
          { id: 'joinWaitlist.submit', defaultMessage: '{busy, select, yes {Joining...} other {Join Waitlist}}' },
          { busy: form.isSubmitting ? 'yes' : 'no' },
        )}
      </button>
    </form>
  );
}
