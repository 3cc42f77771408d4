/** The community guidelines of spec part 2: respect, helpful safety information, verify first, privacy. */
import { BookOpenCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { defineMessages, FormattedMessage, useIntl, type MessageDescriptor } from 'react-intl';

const GUIDELINES: Readonly<Record<string, MessageDescriptor>> = defineMessages({
  respect: {
    id: 'forum.guidelines.respect',
    defaultMessage: '<b>Be respectful.</b> Disagree kindly. Harassment and hate are removed.',
  },
  helpful: {
    id: 'forum.guidelines.helpful',
    defaultMessage:
      '<b>Give helpful safety information.</b> Say where, when and what happened, so others can act on it.',
  },
  verify: {
    id: 'forum.guidelines.verify',
    defaultMessage: '<b>Verify before posting.</b> Check alerts and rumours against a reliable source first.',
  },
  privacy: {
    id: 'forum.guidelines.privacy',
    defaultMessage: "<b>Respect privacy.</b> Never share someone's name, photo or address, nor your own live location.",
  },
});

export function CommunityGuidelines() {
  const intl = useIntl();
  const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;
  return (
    <section className="card forum-side-card" aria-labelledby="forum-guidelines-title">
      <h2 id="forum-guidelines-title" className="forum-side-title">
        <BookOpenCheck aria-hidden="true" size={18} />
        <FormattedMessage id="forum.guidelines.title" defaultMessage="Community guidelines" />
      </h2>
      <ul className="forum-guidelines">
        {Object.entries(GUIDELINES).map(([key, message]) => (
          <li key={key}>{intl.formatMessage(message, { b: strong })}</li>
        ))}
      </ul>
    </section>
  );
}
