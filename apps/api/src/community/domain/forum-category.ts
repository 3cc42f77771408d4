/**
 * A forum category (`forum-category-<id>`). Created once; creating it again with the same
 * definition changes nothing, so the seed can run on every start.
 */
import {
  CommunityEventTypes,
  type ErrorResponse,
  type ForumCategoryCreatedData,
  type RecordedEvent,
} from '@safetrails/contracts';
import { DomainError } from '../../platform/event-sourcing/domain-error';
import type { DecidedEvent, Decider } from '../../platform/event-sourcing/handle-command';

export interface ForumCategoryState {
  readonly created: ForumCategoryCreatedData | null;
}

export type ForumCategoryCommand = { readonly type: 'CreateCategory' } & ForumCategoryCreatedData;

export class CategoryConflictError extends DomainError {
  override readonly name = 'CategoryConflictError';
  constructor(readonly categoryId: number) {
    super(`forum category ${categoryId} exists with another definition`);
  }
  toResponse(): ErrorResponse {
    return { statusCode: 409, error: 'Conflict', code: 'CATEGORY_EXISTS', message: this.message };
  }
}

export const forumCategoryDecider: Decider<ForumCategoryState, ForumCategoryCommand> = {
  initialState: () => ({ created: null }),

  evolve(state, event: RecordedEvent): ForumCategoryState {
    return event.type === 'ForumCategoryCreated' ? { created: event.data as ForumCategoryCreatedData } : state;
  },

  decide(command, state): DecidedEvent[] {
    const { type: _type, ...data } = command;
    if (state.created) {
      if (state.created.slug === data.slug && state.created.name === data.name) return [];
      throw new CategoryConflictError(data.categoryId);
    }
    return [{ ...CommunityEventTypes.ForumCategoryCreated, data }];
  },
};
