/**
 * The inner Contribute tab: Add Safety Rating, Submit Safety Tip, Report Neighborhood and Report
 * Issue, each opening its dialog. Contributing needs sign-in and beta access; without them the tab
 * says how to get it.
 */
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { LucideIcon } from 'lucide-react';
import { Flag, Lightbulb, MapPinned, Star } from 'lucide-react';
import type { DestinationDetail } from '@safetrails/contracts';
import type { DashboardAccess } from '../lib/access';
import { AccessPrompt } from './access-prompt';

export type ContributeDialog = 'rating' | 'tip' | 'neighbourhood' | 'issue';

const ACTIONS: readonly { readonly dialog: ContributeDialog; readonly icon: LucideIcon }[] = [
  { dialog: 'rating', icon: Star },
  { dialog: 'tip', icon: Lightbulb },
  { dialog: 'neighbourhood', icon: MapPinned },
  { dialog: 'issue', icon: Flag },
];

const TITLES = defineMessages({
  rating: { id: 'dashboard.contribute.rating', defaultMessage: 'Add Safety Rating' },
  tip: { id: 'dashboard.contribute.tip', defaultMessage: 'Submit Safety Tip' },
  neighbourhood: { id: 'dashboard.contribute.neighbourhood', defaultMessage: 'Report Neighborhood' },
  issue: { id: 'dashboard.contribute.issue', defaultMessage: 'Report Issue' },
} satisfies Record<ContributeDialog, unknown>);

const DESCRIPTIONS = defineMessages({
  rating: {
    id: 'dashboard.contribute.rating.text',
    defaultMessage: 'Rate overall, street, transport, tourist-area and night safety, and the local attitude.',
  },
  tip: {
    id: 'dashboard.contribute.tip.text',
    defaultMessage: 'Share advice on transport, scams, accommodation or culture.',
  },
  neighbourhood: {
    id: 'dashboard.contribute.neighbourhood.text',
    defaultMessage: 'Tell others how safe a neighborhood felt, when to go and how to get there.',
  },
  issue: { id: 'dashboard.contribute.issue.text', defaultMessage: 'Something wrong in our data? Tell the team.' },
} satisfies Record<ContributeDialog, unknown>);

interface ContributePanelProps {
  readonly destination: DestinationDetail;
  readonly access: DashboardAccess;
  readonly onOpen: (dialog: ContributeDialog) => void;
}

export function ContributePanel({ destination, access, onOpen }: ContributePanelProps) {
  const intl = useIntl();
  return (
    <div className="dash-contribute">
      <p className="muted">
        <FormattedMessage
          id="dashboard.contribute.lead"
          defaultMessage="Your ratings, tips and reports about {place} shape its scores for every solo traveler. One rating per traveler per destination: a new one replaces your old one."
          values={{ place: destination.name }}
        />
      </p>
      {access !== 'beta' && <AccessPrompt access={access} what="contribute" />}
      <ul className="dash-contribute-actions">
        {ACTIONS.map(({ dialog, icon: Icon }) => (
          <li key={dialog}>
            <button
              type="button"
              className="dash-contribute-action"
              disabled={access !== 'beta' && dialog !== 'issue'}
              onClick={() => onOpen(dialog)}
            >
              <span className="dash-contribute-icon">
                <Icon aria-hidden="true" size={20} />
              </span>
              <span className="dash-contribute-text">
                <span className="dash-contribute-title">{intl.formatMessage(TITLES[dialog])}</span>
                <span className="dash-contribute-description">{intl.formatMessage(DESCRIPTIONS[dialog])}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
