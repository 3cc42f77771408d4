/**
 * The inner Contribute tab: Add Safety Rating, Submit Safety Tip, Report Neighborhood and Report
 * Issue, each opening its dialog. Contributing needs sign-in and beta access; without them the tab
 * says how to get it.
 */
import type { LucideIcon } from 'lucide-react';
import { Flag, Lightbulb, MapPinned, Star } from 'lucide-react';
import type { DestinationDetail } from '@safetrails/contracts';
import type { DashboardAccess } from '../lib/access';
import { AccessPrompt } from './access-prompt';

export type ContributeDialog = 'rating' | 'tip' | 'neighbourhood' | 'issue';

const ACTIONS: readonly {
  readonly dialog: ContributeDialog;
  readonly title: string;
  readonly description: string;
  readonly icon: LucideIcon;
}[] = [
  {
    dialog: 'rating',
    title: 'Add Safety Rating',
    description: 'Rate overall, street, transport, tourist-area and night safety, and the local attitude.',
    icon: Star,
  },
  {
    dialog: 'tip',
    title: 'Submit Safety Tip',
    description: 'Share advice on transport, scams, accommodation or culture.',
    icon: Lightbulb,
  },
  {
    dialog: 'neighbourhood',
    title: 'Report Neighborhood',
    description: 'Tell others how safe a neighborhood felt, when to go and how to get there.',
    icon: MapPinned,
  },
  {
    dialog: 'issue',
    title: 'Report Issue',
    description: 'Something wrong in our data? Tell the team.',
    icon: Flag,
  },
];

interface ContributePanelProps {
  readonly destination: DestinationDetail;
  readonly access: DashboardAccess;
  readonly onOpen: (dialog: ContributeDialog) => void;
}

export function ContributePanel({ destination, access, onOpen }: ContributePanelProps) {
  return (
    <div className="dash-contribute">
      <p className="muted">
        Your ratings, tips and reports about {destination.name} shape its scores for every solo traveler. One rating per
        traveler per destination: a new one replaces your old one.
      </p>
      {access !== 'beta' && <AccessPrompt access={access} what="how you can contribute" />}
      <ul className="dash-contribute-actions">
        {ACTIONS.map(({ dialog, title, description, icon: Icon }) => (
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
                <span className="dash-contribute-title">{title}</span>
                <span className="dash-contribute-description">{description}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </div>
  );
}
