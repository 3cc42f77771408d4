/**
 * The moderation log: every moderation event, from the queue and from anywhere else (forum
 * moderation, alerts, ratings, roles, baselines), newest first. Each row says who did what to which
 * target, when and why; filter by moderator, action, target and date.
 */
import type { MouseEvent } from 'react';
import { Chip, Typography } from '@mui/material';
import {
  AutocompleteInput,
  Datagrid,
  DateField,
  DateInput,
  FunctionField,
  Link,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TextInput,
  useCreatePath,
  useResourceDefinitions,
} from 'react-admin';
import {
  MODERATION_LOG_ACTIONS,
  MODERATION_PROJECTION,
  MODERATION_TARGET_KINDS,
  type ModerationLogEntry,
} from '@safetrails/contracts';
import { DATE_TIME } from '../date-time';
import { useLiveRefresh } from '../live/use-live-refresh';
import { dayEnd, dayStart, logActionLabel, targetKindLabel, targetRecord } from './log-vocabulary';

export const LOG_RESOURCE = 'moderation-log';

const ACTION_CHOICES = MODERATION_LOG_ACTIONS.map((action) => ({ id: action, name: logActionLabel(action) }));
const TARGET_KIND_CHOICES = MODERATION_TARGET_KINDS.map((kind) => ({ id: kind, name: targetKindLabel(kind) }));

const logFilters = [
  <SearchInput key="q" source="q" placeholder="Reason or target" alwaysOn />,
  <ReferenceInput key="moderatorId" source="moderatorId" reference="users" alwaysOn>
    <AutocompleteInput label="Moderator" optionText="name" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
  <SelectInput key="action" source="action" label="Action" choices={ACTION_CHOICES} alwaysOn emptyText="Any action" />,
  <SelectInput
    key="targetKind"
    source="targetKind"
    label="Target"
    choices={TARGET_KIND_CHOICES}
    alwaysOn
    emptyText="Anything"
  />,
  <DateInput
    key="at_gte"
    source="at_gte"
    label="From"
    parse={(day: string) => (day ? dayStart(day) : undefined)}
    alwaysOn
  />,
  <DateInput
    key="at_lte"
    source="at_lte"
    label="To"
    parse={(day: string) => (day ? dayEnd(day) : undefined)}
    alwaysOn
  />,
  <TextInput key="targetId" source="targetId" label="Target id" />,
  <ReferenceInput key="subjectUserId" source="subjectUserId" reference="users">
    <AutocompleteInput label="Traveller" optionText="name" sx={{ minWidth: 220 }} />
  </ReferenceInput>,
];

function TargetCell({ entry }: { entry: ModerationLogEntry }) {
  const createPath = useCreatePath();
  const resources = useResourceDefinitions();
  const target = targetRecord(entry.targetKind, entry.targetId);
  const text = entry.targetLabel ?? entry.targetId;
  return (
    <>
      <Typography variant="caption" color="text.secondary" component="div">
        {targetKindLabel(entry.targetKind)}
      </Typography>
      {resources[target.resource] ? (
        <Link to={createPath(target)} onClick={(event: MouseEvent) => event.stopPropagation()}>
          {text}
        </Link>
      ) : (
        <Typography variant="body2">{text}</Typography>
      )}
      {entry.itemId ? (
        <Typography variant="caption" component="div">
          <Link
            to={createPath({ resource: 'moderation-queue', type: 'show', id: entry.itemId })}
            onClick={(event: MouseEvent) => event.stopPropagation()}
          >
            queue item
          </Link>
        </Typography>
      ) : null}
    </>
  );
}

/** Shared by the log and a traveller's moderation history. */
export function LogColumns({ withSubject = true }: { withSubject?: boolean }) {
  const createPath = useCreatePath();
  return (
    <Datagrid bulkActionButtons={false} rowClick={false} data-testid="moderation-log-rows">
      <DateField source="at" label="When" showTime options={DATE_TIME} sx={{ whiteSpace: 'nowrap' }} />
      <FunctionField<ModerationLogEntry>
        label="Who"
        sortable={false}
        render={(entry) => (
          <>
            <Typography variant="body2">
              {entry.moderator ? (entry.moderator.name ?? '(deleted account)') : 'System'}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {entry.moderatorRole}
            </Typography>
          </>
        )}
      />
      <FunctionField<ModerationLogEntry>
        label="What"
        sortBy="action"
        render={(entry) => <Chip size="small" label={logActionLabel(entry.action)} data-testid="log-action" />}
      />
      <FunctionField<ModerationLogEntry>
        label="Target"
        sortBy="targetKind"
        render={(entry) => <TargetCell entry={entry} />}
      />
      {withSubject ? (
        <FunctionField<ModerationLogEntry>
          label="Traveller"
          sortable={false}
          render={(entry) =>
            entry.subjectUserId ? (
              <Link to={createPath({ resource: 'users', type: 'edit', id: entry.subjectUserId })}>
                {entry.subjectName ?? '(no name)'}
              </Link>
            ) : (
              '—'
            )
          }
        />
      ) : null}
      <FunctionField<ModerationLogEntry>
        label="Why"
        sortable={false}
        render={(entry) => (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', maxWidth: 420 }} data-testid="log-reason">
            {entry.reason ?? '—'}
          </Typography>
        )}
      />
    </Datagrid>
  );
}

export function ModerationLogList() {
  useLiveRefresh([MODERATION_PROJECTION], [[LOG_RESOURCE]]);
  return (
    <List
      resource={LOG_RESOURCE}
      filters={logFilters}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={25}
      empty={false}
      title="Moderation log"
    >
      <LogColumns />
    </List>
  );
}
