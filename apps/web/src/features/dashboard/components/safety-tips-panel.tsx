/**
 * The inner Safety tips tab: the destination's top tips with their votes. Votes are persisted (one
 * per traveller; pressing your current vote again takes it back), unlike the spec's first version,
 * which only thanked the voter. Empty: 'No safety tips yet'.
 */
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { DestinationDetail, SafetyTipView, TipVote } from '@safetrails/contracts';
import { timeAgo } from '@/lib/time-ago';
import { useTopTips } from '../api/get-top-tips';
import { useVoteOnTip } from '../api/vote-on-tip';
import type { DashboardAccess } from '../lib/access';
import { nextVote } from '../lib/next-vote';
import { TIP_CATEGORY_LABELS } from '../lib/tip-category-labels';
import { AccessPrompt } from './access-prompt';
import { QueryState } from './query-state';
import { formatDateTime } from '@/lib/format-date';

interface SafetyTipsPanelProps {
  readonly destination: DestinationDetail;
  readonly access: DashboardAccess;
  /** The signed-in traveller, whose own tips take no vote from them. */
  readonly userId: string | null;
  readonly onAddTip: () => void;
}

export function SafetyTipsPanel({ destination, access, userId, onAddTip }: SafetyTipsPanelProps) {
  const tips = useTopTips(destination.id);
  const vote = useVoteOnTip();

  const cast = (tip: SafetyTipView, pressed: Exclude<TipVote, 'none'>) =>
    vote.mutate(
      { tipId: tip.id, vote: nextVote(tip.myVote, pressed) },
      {
        onSuccess: (updated) =>
          toast.success(updated.myVote === 'none' ? 'Vote removed' : 'Thanks for your feedback!', {
            description:
              updated.myVote === 'none'
                ? 'Your vote on this tip was taken back.'
                : 'Your vote helps other travelers find the most useful tips.',
          }),
        onError: (error) => toast.error('Vote failed', { description: error.message }),
      },
    );

  return (
    <QueryState query={tips} loadingLabel="Loading safety tips…">
      {(list) =>
        list.length === 0 ? (
          <div className="empty-state dash-empty-state-compact">
            <p className="empty-state-title">No safety tips yet</p>
            <p className="muted">Know something a solo traveler in {destination.name} should? Share it.</p>
            {access === 'beta' && (
              <button type="button" className="btn btn-primary btn-small" onClick={onAddTip}>
                Submit Safety Tip
              </button>
            )}
          </div>
        ) : (
          <>
            {access !== 'beta' && <AccessPrompt access={access} what="how you can vote on tips" compact />}
            <ol className="dash-tip-list" aria-label={`Top safety tips for ${destination.name}`}>
              {list.map((tip) => {
                const own = tip.userId === userId;
                const disabled = access !== 'beta' || own || vote.isPending;
                return (
                  <li key={tip.id} className="dash-tip" data-testid="safety-tip">
                    <div className="dash-tip-head">
                      <span className="dash-chip">{TIP_CATEGORY_LABELS[tip.category]}</span>
                      <span className="dash-tip-meta">
                        {own ? 'Your tip' : (tip.authorName ?? 'Former member')} ·{' '}
                        <time dateTime={tip.createdAt} title={formatDateTime(tip.createdAt)}>
                          {timeAgo(tip.createdAt)}
                        </time>
                      </span>
                    </div>
                    <p className="dash-tip-content">{tip.content}</p>
                    <div className="dash-tip-votes" role="group" aria-label="Was this tip helpful?">
                      <VoteButton tip={tip} direction="up" disabled={disabled} onPress={() => cast(tip, 'up')} />
                      <VoteButton tip={tip} direction="down" disabled={disabled} onPress={() => cast(tip, 'down')} />
                      {own && <span className="dash-tip-meta">Others vote on your tips.</span>}
                    </div>
                  </li>
                );
              })}
            </ol>
          </>
        )
      }
    </QueryState>
  );
}

function VoteButton({
  tip,
  direction,
  disabled,
  onPress,
}: {
  readonly tip: SafetyTipView;
  readonly direction: 'up' | 'down';
  readonly disabled: boolean;
  readonly onPress: () => void;
}) {
  const up = direction === 'up';
  const count = up ? tip.upvotes : tip.downvotes;
  const Icon = up ? ThumbsUp : ThumbsDown;
  return (
    <button
      type="button"
      className={`dash-vote-button dash-vote-button-${direction}`}
      aria-pressed={tip.myVote === direction}
      disabled={disabled}
      onClick={onPress}
    >
      <Icon aria-hidden="true" size={16} />
      <span className="visually-hidden">{up ? 'Helpful' : 'Not helpful'}, votes:</span>
      <span data-testid={`tip-${direction}votes`}>{count}</span>
    </button>
  );
}
