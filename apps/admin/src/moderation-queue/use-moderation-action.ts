/**
 * Sends a moderation action for one item or many, with its reason. Undoable actions (see
 * `isUndoable`) show their outcome at once and wait for the notification's Undo before anything is
 * sent; the others are sent at once and their errors stay in the dialog. Either way the queue, its
 * counts and the log refetch afterwards.
 */
import { useMutationWithMutationMode, useNotify } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { ModerationBulkResult } from '@safetrails/contracts';
import { actOnItem, actOnItems, QUEUE_RESOURCE, type ActionRequest } from './moderation-api';
import { actionDone, bulkSummary, isUndoable } from './moderation-actions';
import { patchCachedRecords, statusAfter } from './queue-cache';
import { errorMessage } from './reason-dialog';

interface Variables {
  readonly ids: readonly string[];
  readonly request: ActionRequest;
}

// The queue, its log, and the sections whose records an action changes (a hidden post, a verified alert...).
const QUEUE_KEYS = [
  [QUEUE_RESOURCE],
  ['moderation-log'],
  ['forum-posts'],
  ['forum-comments'],
  ['tips'],
  ['ratings'],
  ['alerts'],
  ['bans'],
];

async function send({ ids, request }: Variables): Promise<{ data: ModerationBulkResult }> {
  if (ids.length === 1 && ids[0] !== undefined) {
    // One item: its own route, so a refusal (409 claimed by someone else) is an error with its message.
    const item = await actOnItem(ids[0], request);
    return {
      data: {
        action: request.action,
        succeeded: 1,
        failed: 0,
        results: [{ id: item.id, ok: true, statusCode: 200, item, error: null }],
      },
    };
  }
  return { data: await actOnItems(ids, request) };
}

export function useModerationAction() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [mutate, { isPending }] = useMutationWithMutationMode<Error, { data: ModerationBulkResult }, Variables>(
    undefined,
    {
      mutationFn: send,
      getQueryKeys: () => QUEUE_KEYS,
      updateCache: (params, _options, result) => {
        if (result || !params.ids || !params.request) return result as ModerationBulkResult;
        const patch = { status: statusAfter(params.request.action), claimedBy: null, claimedUntil: null };
        for (const [key, value] of queryClient.getQueriesData({ queryKey: [QUEUE_RESOURCE] })) {
          queryClient.setQueryData(key, patchCachedRecords(value, params.ids, patch));
        }
        return undefined as unknown as ModerationBulkResult;
      },
    },
  );

  const refetch = () => {
    for (const queryKey of QUEUE_KEYS) void queryClient.invalidateQueries({ queryKey });
  };

  /** Resolves once sent (or queued for the undo delay); rejects with the server's refusal otherwise. */
  async function act(ids: readonly string[], request: ActionRequest): Promise<void> {
    if (isUndoable(request.action)) {
      await mutate(
        { ids, request },
        {
          mutationMode: 'undoable',
          onSuccess: () => notify(actionDone(request.action, ids.length), { type: 'info', undoable: true }),
          onError: (error) => notify(errorMessage(error), { type: 'error' }),
          onSettled: (result) => {
            if (result && result.failed > 0) notify(bulkSummary(result).message, { type: 'warning' });
          },
        },
      );
      return;
    }
    const result = (await mutate(
      { ids, request },
      { mutationMode: 'pessimistic', returnPromise: true },
    )) as ModerationBulkResult;
    refetch();
    const summary = bulkSummary(result);
    notify(summary.message, { type: summary.ok ? 'success' : 'warning' });
  }

  return { act, isPending };
}
