/**
 * Her trusted contacts (docs/SAFETY-NETWORK.md "Her safety network"): who they are, the state of each
 * (invited, accepted, declined, stopped), sending an invitation again once a day, removing one, and
 * inviting someone new. The free-text emergency contact of her profile is offered as an invitation,
 * never mailed without her.
 */
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { MailPlus, RotateCw, Trash2, Users } from 'lucide-react';
import { TRUSTED_CONTACTS_MAX, type Locale, type TrustedContact } from '@safetrails/contracts';
import { Form } from '@/components/form/form';
import { SubmitButton } from '@/components/form/submit-button';
import { useFormSubmission } from '@/components/form/use-form-submission';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { LOCALE_NAMES, LOCALES } from '@/i18n/locales';
import { errorText } from '@/lib/error-words';
import { toast } from '@/lib/toast';
import { useInviteContact, useRemoveContact, useResendInvitation, useTrustedContacts } from '../api/contacts';
import { contactStatusText, timeWithZone } from '../lib/check-in-words';
import { suggestionDraft } from '../lib/plan-draft';

interface Draft {
  readonly name: string;
  readonly email: string;
  readonly language: Locale;
}

export function ContactsSection() {
  const intl = useIntl();
  const contacts = useTrustedContacts();
  const [prefill, setPrefill] = useState<Partial<Draft> | null>(null);
  const data = contacts.data;
  return (
    <section className="card safety-section" aria-labelledby="contacts-title" data-testid="contacts-section">
      <h2 id="contacts-title">
        <Users aria-hidden="true" size={20} />
        <FormattedMessage id="safety.contacts.title" defaultMessage="Trusted contacts" />
      </h2>
      <p className="muted">
        <FormattedMessage
          id="safety.contacts.text"
          defaultMessage="Up to {max} people who hear from SafeTrails if you miss a check-in, send an SOS or do not answer after a disaster near you. Each is invited by email and gets nothing else until they accept; they can stop at any time."
          values={{ max: TRUSTED_CONTACTS_MAX }}
        />
      </p>
      {data && data.contacts.length > 0 && (
        <ul className="safety-contacts">
          {data.contacts.map((contact) => (
            <ContactRow key={contact.id} contact={contact} />
          ))}
        </ul>
      )}
      {data?.profileSuggestion && !prefill && (
        <div className="safety-suggestion" data-testid="profile-suggestion">
          <p>
            <FormattedMessage
              id="safety.contacts.suggestion"
              defaultMessage="Your profile names an emergency contact: {text}. Invite them as a trusted contact?"
              values={{ text: <q>{data.profileSuggestion.text}</q> }}
            />
          </p>
          <button
            type="button"
            className="btn btn-small btn-ghost"
            onClick={() => setPrefill(suggestionDraft(data.profileSuggestion!.text, data.profileSuggestion!.email))}
          >
            <FormattedMessage id="safety.contacts.suggestion.use" defaultMessage="Fill in the invitation" />
          </button>
        </div>
      )}
      {data && data.remaining > 0 ? (
        <InviteForm key={JSON.stringify(prefill)} prefill={prefill} />
      ) : (
        data && (
          <p className="muted">
            {intl.formatMessage(
              {
                id: 'safety.contacts.full',
                defaultMessage: 'You have {max} trusted contacts: remove one to invite someone else.',
              },
              { max: TRUSTED_CONTACTS_MAX },
            )}
          </p>
        )
      )}
    </section>
  );
}

function ContactRow({ contact }: { readonly contact: TrustedContact }) {
  const intl = useIntl();
  const resend = useResendInvitation();
  const remove = useRemoveContact();
  const canResend = contact.resendableAt !== null && Date.parse(contact.resendableAt) <= Date.now();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <li className={`safety-contact safety-contact-${contact.status}`} data-testid="trusted-contact">
      <div>
        <strong>{contact.name}</strong> <span className="muted">{contact.email}</span>
        <p className="safety-contact-status" data-testid="contact-status">
          {contactStatusText(intl, contact.status)}
          {contact.status === 'invited' && contact.resendableAt && !canResend && (
            <span className="muted">
              {' · '}
              {intl.formatMessage(
                { id: 'safety.contacts.resendFrom', defaultMessage: 'can be sent again from {when}' },
                { when: timeWithZone(intl, contact.resendableAt, zone) },
              )}
            </span>
          )}
        </p>
      </div>
      <div className="safety-contact-actions">
        {contact.status === 'invited' && (
          <button
            type="button"
            className="btn btn-small btn-ghost"
            disabled={!canResend || resend.isPending}
            onClick={() =>
              resend.mutate(contact.id, {
                onSuccess: () =>
                  toast.success(
                    intl.formatMessage(
                      { id: 'safety.contacts.resent', defaultMessage: 'Invitation sent again to {name}.' },
                      { name: contact.name },
                    ),
                  ),
                onError: (error) => toast.error(errorText(intl, error)),
              })
            }
          >
            <RotateCw aria-hidden="true" size={14} />
            <FormattedMessage
              id="safety.contacts.resend"
              defaultMessage="Send again<hidden> to {name}</hidden>"
              values={{ name: contact.name, hidden: (text) => <span className="visually-hidden">{text}</span> }}
            />
          </button>
        )}
        <button
          type="button"
          className="btn btn-small btn-ghost"
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(contact.id, {
              onSuccess: () =>
                toast.success(
                  intl.formatMessage(
                    { id: 'safety.contacts.removed', defaultMessage: '{name} removed: their link no longer works.' },
                    { name: contact.name },
                  ),
                ),
              onError: (error) => toast.error(errorText(intl, error)),
            })
          }
        >
          <Trash2 aria-hidden="true" size={14} />
          <FormattedMessage
            id="safety.contacts.remove"
            defaultMessage="Remove<hidden> {name}</hidden>"
            values={{ name: contact.name, hidden: (text) => <span className="visually-hidden">{text}</span> }}
          />
        </button>
      </div>
    </li>
  );
}

function InviteForm({ prefill }: { readonly prefill: Partial<Draft> | null }) {
  const intl = useIntl();
  const invite = useInviteContact();
  const form = useFormSubmission({
    initial: (): Draft => ({ name: '', email: '', language: intl.locale as Locale, ...prefill }),
    validate: (draft) => ({
      ...(draft.name.trim() === ''
        ? { name: intl.formatMessage({ id: 'safety.contacts.name.required', defaultMessage: 'Enter their name.' }) }
        : {}),
      ...(!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(draft.email.trim())
        ? {
            email: intl.formatMessage({
              id: 'safety.contacts.email.invalid',
              defaultMessage: 'Enter their email address.',
            }),
          }
        : {}),
    }),
    toRequest: (draft) => ({ name: draft.name.trim(), email: draft.email.trim(), language: draft.language }),
    mutation: invite,
    success: (contact) => ({
      title: intl.formatMessage(
        { id: 'safety.contacts.invited', defaultMessage: 'Invitation sent to {name}' },
        { name: contact.name },
      ),
      description: intl.formatMessage({
        id: 'safety.contacts.invited.text',
        defaultMessage: 'They hear nothing else from SafeTrails until they accept.',
      }),
    }),
    failure: (error) => ({
      title: intl.formatMessage({ id: 'safety.contacts.notInvited', defaultMessage: 'Invitation not sent' }),
      description: errorText(intl, error),
    }),
  });
  return (
    <Form submission={form} labelledBy="invite-title" className="form safety-invite">
      <h3 id="invite-title">
        <MailPlus aria-hidden="true" size={18} />
        <FormattedMessage id="safety.contacts.invite" defaultMessage="Invite someone" />
      </h3>
      <TextField
        label={intl.formatMessage({ id: 'safety.contacts.name', defaultMessage: 'Their name' })}
        autoComplete="off"
        {...form.text('name')}
      />
      <TextField
        label={intl.formatMessage({ id: 'safety.contacts.email', defaultMessage: 'Their email' })}
        type="email"
        autoComplete="off"
        {...form.text('email')}
      />
      <SelectField
        label={intl.formatMessage({
          id: 'safety.contacts.language',
          defaultMessage: 'The language their messages are in',
        })}
        name="language"
        options={LOCALES}
        optionLabels={LOCALE_NAMES}
        value={form.draft.language}
        onChange={(value) => form.set('language', value ?? (intl.locale as Locale))}
        error={form.errors.language}
        required
      />
      <SubmitButton
        isSubmitting={form.isSubmitting}
        label={intl.formatMessage({ id: 'safety.contacts.send', defaultMessage: 'Send the invitation' })}
      />
    </Form>
  );
}
