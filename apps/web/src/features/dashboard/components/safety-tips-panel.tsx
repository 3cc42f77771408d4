/**
 * The inner Safety tips tab: the destination's top tips with their votes. Votes are persisted (one
 * per traveller; pressing your current vote again takes it back), unlike the spec's first version,
 * which only thanked the voter. Empty: 'No safety tips yet'.
 */
import { ThumbsDown, ThumbsUp } from 'lucide-react';
import { toast } from '@/lib/toast';
import type { DestinationDetail, SafetyTipView, TipVote } from '@safetrails/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDayTime } from '@/i18n/use-day';
import { useTimeAgo } from '@/i18n/use-time-ago';
import { errorText } from '@/lib/error-words';
import { useTopTips } from '../api/get-top-tips';
import { useVoteOnTip } from '../api/vote-on-tip';
import type { DashboardAccess } from '../lib/access';
import { nextVote } from '../lib/next-vote';
import { tipCategoryName } from '../lib/tip-category-labels';
import { AccessPrompt } from './access-prompt';
import { QueryState } from './query-state';

interface SafetyTipsPanelProps {
  readonly destination: DestinationDetail;
  readonly access: DashboardAccess;
  /** The signed-in traveller, whose own tips take no vote from them. */
  readonly userId: string | null;
  readonly onAddTip: () => void;
}

export function SafetyTipsPanel({ destination, access, userId, onAddTip }: SafetyTipsPanelProps) {
  const intl = useIntl();
  const dayTime = useDayTime();
  const timeAgo = useTimeAgo();
  const tips = useTopTips(destination.id);
  const vote = useVoteOnTip();

  const cast = (tip: SafetyTipView, pressed: Exclude<TipVote, 'none'>) =>
    vote.mutate(
      { tipId: tip.id, vote: nextVote(tip.myVote, pressed) },
      {
        onSuccess: (updated) =>
          toast.success(
            intl.formatMessage(
              {
                id: 'tip.voted',
                defaultMessage: '{removed, select, yes {Vote removed} other {Thanks for your feedback!}}',
              },
              { removed: updated.myVote === 'none' ? 'yes' : 'no' },
            ),
            {
              description: intl.formatMessage(
                {
                  id: 'tip.voted.text',
                  defaultMessage:
                    '{removed, select, yes {Your vote on this tip was taken back.} other {Your vote helps other travelers find the most useful tips.}}',
                },
                { removed: updated.myVote === 'none' ? 'yes' : 'no' },
              ),
            },
          ),
        onError: (error) =>
          toast.error(intl.formatMessage({ id: 'tip.voteFailed', defaultMessage: 'Vote failed' }), {
            description: errorText(intl, error),
          }),
      },
    );

  return (
    <QueryState
      query={tips}
      loadingLabel={intl.formatMessage({ id: 'dashboard.loading.tips', defaultMessage: 'Loading safety tips…' })}
    >
      {(list) =>
        list.length === 0 ? (
          <div className="empty-state dash-empty-state-compact">
            <p className="empty-state-title">
              <FormattedMessage id="tip.none" defaultMessage="No safety tips yet" />
            </p>
            <p className="muted">
              <FormattedMessage
                id="tip.none.text"
                defaultMessage="Know something a solo traveler in {place} should? Share it."
                values={{ place: destination.name }}
              />
            </p>
            {access === 'beta' && (
              <button type="button" className="btn btn-primary btn-small" onClick={onAddTip}>
                <FormattedMessage id="dashboard.contribute.tip" defaultMessage="Submit Safety Tip" />
              </button>
            )}
          </div>
        ) : (
          <>
            {access !== 'beta' && <AccessPrompt access={access} what="vote" compact />}
            <ol
              className="dash-tip-list"
              aria-label={intl.formatMessage(
                { id: 'tip.list', defaultMessage: 'Top safety tips for {place}' },
                { place: destination.name },
              )}
            >
              {list.map((tip) => {
                const own = tip.userId === userId;
                const disabled = access !== 'beta' || own || vote.isPending;
                return (
                  <li key={tip.id} className="dash-tip" data-testid="safety-tip">
                    <div className="dash-tip-head">
                      <span className="dash-chip">{tipCategoryName(intl, tip.category)}</span>
                      <span className="dash-tip-meta">
                        <FormattedMessage
                          id="tip.by"
                          defaultMessage="{kind, select, own {Your tip} former {Former member} other {{name}}} · <time>{ago}</time>"
                          values={{
                            kind: own ? 'own' : tip.authorName === null ? 'former' : 'member',
                            name: tip.authorName ?? '',
                            ago: timeAgo(tip.createdAt),
                            time: (text) => (
                              <time dateTime={tip.createdAt} title={dayTime(new Date(tip.createdAt))}>
                                {text}
                              </time>
                            ),
                          }}
                        />
                      </span>
                    </div>
                    <p className="dash-tip-content">{tip.content}</p>
                    <div
                      className="dash-tip-votes"
                      role="group"
                      aria-label={intl.formatMessage({ id: 'tip.helpful', defaultMessage: 'Was this tip helpful?' })}
                    >
                      <VoteButton tip={tip} direction="up" disabled={disabled} onPress={() => cast(tip, 'up')} />
                      <VoteButton tip={tip} direction="down" disabled={disabled} onPress={() => cast(tip, 'down')} />
                      {own && (
                        <span className="dash-tip-meta">
                          <FormattedMessage id="tip.own" defaultMessage="Others vote on your tips." />
                        </span>
                      )}
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
  const intl = useIntl();
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
      <span className="visually-hidden">
        {intl.formatMessage(
          { id: 'tip.votes', defaultMessage: '{up, select, yes {Helpful} other {Not helpful}}, votes:' },
          { up: up ? 'yes' : 'no' },
        )}
      </span>
      <span data-testid={`tip-${direction}votes`}>{count}</span>
    </button>
  );
}
