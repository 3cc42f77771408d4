/**
 * The frame both legal pages share: title, date of the current version, then the sections. In a
 * language other than English it says once that the translation is for reading, and the English text
 * is the one that applies (a legal text's words are weighed; ours are written and reviewed in English).
 */
import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDay } from '@/lib/format-date';
import 'virtual:message-part/pages';

interface LegalPageProps {
  readonly title: string;
  /** The date of the current version, `YYYY-MM-DD`. */
  readonly updated: string;
  /** The page's own address, for the link to its English text. */
  readonly path: string;
  readonly children: ReactNode;
}

export function LegalPage({ title, updated, path, children }: LegalPageProps) {
  const intl = useIntl();
  return (
    <article className="container container-narrow prose-page prose" aria-labelledby="legal-title">
      <header className="prose-header">
        <p className="eyebrow">
          <FormattedMessage id="legal.eyebrow" defaultMessage="Legal" />
        </p>
        <h1 id="legal-title">{title}</h1>
        <p className="muted">
          <FormattedMessage
            id="legal.updated"
            defaultMessage="Last updated {date}"
            values={{
              date:
                intl.locale === 'en'
                  ? formatDay(updated, { month: 'long', utc: true })
                  : intl.formatDate(updated, { dateStyle: 'long', timeZone: 'UTC' }),
            }}
          />
        </p>
        {intl.locale !== 'en' && (
          <p className="muted" role="note">
            <FormattedMessage
              id="legal.translation"
              defaultMessage="This translation is here to help you read it; the English text is the one that applies: <link>read it in English</link>."
              values={{
                link: (chunks) => (
                  <a href={path} hrefLang="en">
                    {chunks}
                  </a>
                ),
              }}
            />
          </p>
        )}
      </header>
      {children}
    </article>
  );
}
