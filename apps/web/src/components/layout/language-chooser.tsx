/**
 * The language chooser in the header: each language named in itself, her choice kept on this device
 * (docs/I18N.md). Changing it loads that language's messages, then the page switches.
 */
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '@/i18n/i18n-provider';
import { LOCALES, LOCALE_NAMES, isAppLocale } from '@/i18n/locales';

export function LanguageChooser() {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const id = useId();
  return (
    <div className="language-chooser">
      <label htmlFor={id} className="visually-hidden">
        {intl.formatMessage({ id: 'language.label', defaultMessage: 'Language' })}
      </label>
      <select
        id={id}
        value={locale}
        data-testid="language-chooser"
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
