/**
 * The language chooser, in the header and in her profile: each language named in itself, her choice
 * kept on this device and, signed in, on her account (docs/I18N.md). Changing it loads that
 * language's messages, then the page switches.
 */
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '@/i18n/i18n-provider';
import { LOCALES, LOCALE_NAMES, isAppLocale } from '@/i18n/locales';

interface LanguageChooserProps {
  /** A label shown on the page (the profile's); the header's is for screen readers only. */
  readonly label?: ReactNode;
  /** The id of a line that says what the choice changes. */
  readonly describedBy?: string;
  readonly testId?: string;
}

export function LanguageChooser({ label, describedBy, testId = 'language-chooser' }: LanguageChooserProps) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const id = useId();
  return (
    <div className="language-chooser">
      <label htmlFor={id} className={label ? undefined : 'visually-hidden'}>
        {label ?? intl.formatMessage({ id: 'language.label', defaultMessage: 'Language' })}
      </label>
      <select
        id={id}
        value={locale}
        aria-describedby={describedBy}
        data-testid={testId}
        onChange={(event) => {
          if (isAppLocale(event.target.value)) void setLocale(event.target.value);
        }}
      >
        {LOCALES.map((option) => (
          <option key={option} value={option} lang={option}>
            {LOCALE_NAMES[option]}
          </option>
        ))}
        {/* The pseudo-locale (?lang=en-XA) is a check, not a language: listed only while it is on. */}
        {!LOCALES.includes(locale as (typeof LOCALES)[number]) && <option value={locale}>{locale}</option>}
      </select>
    </div>
  );
}
