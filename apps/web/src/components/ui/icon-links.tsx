/** A row of links, each an icon and its words: a page's shortcuts (the dashboard's, the forums'). */
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router-dom';
import type { LucideIcon } from 'lucide-react';

export interface IconLink {
  readonly to: string;
  readonly icon: LucideIcon;
  readonly label: MessageDescriptor;
  /** This link's look, where it differs from the row's (the one primary action). */
  readonly className?: string;
}

interface IconLinksProps {
  readonly links: readonly IconLink[];
  readonly className: string;
  readonly iconSize?: number;
}

export function IconLinks({ links, className, iconSize = 16 }: IconLinksProps) {
  return links.map(({ to, icon: Icon, label, className: own }) => (
    <Link key={to} to={to} className={own ?? className}>
      <Icon aria-hidden="true" size={iconSize} />
      <FormattedMessage {...label} />
    </Link>
  ));
}
