/**
 * The event store as it is: any stream's events in revision order (or the global log's events of
 * one type, in position order), each with its revision, global position, times, actor and data as
 * stored. Sealed personal fields stay sealed: the API never decrypts them for this view.
 */
import { useState } from 'react';
import { Box, Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import {
  Datagrid,
  FunctionField,
  ListBase,
  Pagination,
  ReferenceField,
  TextField as RaTextField,
  WithListContext,
} from 'react-admin';
import type { AuditEvent } from '@safetrails/contracts';
import { formatUtc } from './as-of-instant';

interface RawEventBrowserProps {
  readonly stream: string;
  readonly type: string;
  readonly onChange: (query: { stream: string; type: string }) => void;
}

const STREAM_PATTERN = /^[a-z][a-z0-9-]*-[A-Za-z0-9_.:-]+$/;
const TYPE_PATTERN = /^[A-Z][A-Za-z0-9]*$/;

function EventJson({ event }: { event: AuditEvent }) {
  return (
    <Box
      component="pre"
      data-testid="raw-event-data"
      sx={{
        m: 0,
        minWidth: 380,
        maxWidth: 560,
        maxHeight: 220,
        overflow: 'auto',
        fontSize: 12,
        whiteSpace: 'pre-wrap',
      }}
    >
      {JSON.stringify(event.data, null, 2)}
    </Box>
  );
}

function EventDetails({ event }: { event: AuditEvent }) {
  return (
    <Box component="pre" sx={{ m: 0, fontSize: 12, whiteSpace: 'pre-wrap' }}>
      {JSON.stringify(
        {
          // The resource's record id is `<stream>@<revision>`; the event's own id comes beside it.
          eventId: (event as AuditEvent & { eventId?: string }).eventId ?? event.id,
          stream: event.stream,
          revision: event.revision,
          position: event.position,
          type: event.type,
          schemaVersion: event.schemaVersion,
          recordedAt: event.recordedAt,
          metadata: event.metadata,
        },
        null,
        2,
      )}
    </Box>
  );
}

function EventTable({ showStream }: { readonly showStream: boolean }) {
  return (
    <WithListContext<AuditEvent>
      render={({ isPending, error, total }) => {
        if (error) {
          return (
            <Typography color="error" sx={{ p: 2 }}>
              The event store could not be read: {error.message}
            </Typography>
          );
        }
        if (!isPending && total === 0) {
          return (
            <Typography color="text.secondary" sx={{ p: 2 }}>
              No events: the stream does not exist, or nothing of that type was ever recorded.
            </Typography>
          );
        }
        return (
          <>
            <Datagrid
              bulkActionButtons={false}
              rowClick={false}
              expand={({ record }: { record: AuditEvent }) => <EventDetails event={record} />}
              data-testid="raw-events"
            >
              <RaTextField source="revision" sortable />
              <RaTextField source="position" sortable />
              <RaTextField source="type" sortable={false} />
              <FunctionField<AuditEvent>
                label="Occurred at (UTC)"
                sortable={false}
                render={(event) => (
                  <Box component="span" sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>
                    {formatUtc(event.metadata.occurredAt)}
                  </Box>
                )}
              />
              <FunctionField<AuditEvent>
                label="Actor"
                sortable={false}
                render={(event) =>
                  event.metadata.actorId ? (
                    <Box component="span">
                      <ReferenceField<AuditEvent>
                        source="metadata.actorId"
                        reference="users"
                        link="edit"
                        emptyText={event.metadata.actorId}
                      />{' '}
                      ({event.metadata.actorRole})
                    </Box>
                  ) : (
                    event.metadata.actorRole
                  )
                }
              />
              {showStream && <RaTextField source="stream" sortable={false} />}
              <FunctionField<AuditEvent>
                label="Data"
                sortable={false}
                render={(event) => <EventJson event={event} />}
              />
            </Datagrid>
            <Pagination rowsPerPageOptions={[10, 25, 50, 100]} />
          </>
        );
      }}
    />
  );
}

export function RawEventBrowser({ stream, type, onChange }: RawEventBrowserProps) {
  const [draftStream, setDraftStream] = useState(stream);
  const [draftType, setDraftType] = useState(type);
  const streamInvalid = draftStream !== '' && !STREAM_PATTERN.test(draftStream.trim());
  const typeInvalid = draftType !== '' && !TYPE_PATTERN.test(draftType.trim());
  const filter = stream ? { stream } : type ? { type } : null;

  return (
    <Stack spacing={2}>
      <Card>
        <CardContent>
          <Box
            component="form"
            sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}
            onSubmit={(event) => {
              event.preventDefault();
              if (!streamInvalid && !typeInvalid) onChange({ stream: draftStream.trim(), type: draftType.trim() });
            }}
          >
            <TextField
              label="Stream name"
              value={draftStream}
              onChange={(event) => setDraftStream(event.target.value)}
              error={streamInvalid}
              helperText={streamInvalid ? 'A stream name looks like destination-5' : 'e.g. destination-5, alert-<uuid>'}
              sx={{ width: 360 }}
              slotProps={{ htmlInput: { 'data-testid': 'stream-input' } }}
            />
            <TextField
              label="or every event of a type"
              value={draftType}
              onChange={(event) => setDraftType(event.target.value)}
              error={typeInvalid}
              helperText={typeInvalid ? 'An event type looks like BaselineRevised' : 'Used when no stream is given'}
              sx={{ width: 300 }}
            />
            <Button type="submit" variant="contained" sx={{ mt: 1 }}>
              Read events
            </Button>
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Read straight from the event store, as recorded. Personal fields sealed at write time stay sealed here.
          </Typography>
        </CardContent>
      </Card>
      {filter && (
        <Card>
          <ListBase<AuditEvent>
            key={JSON.stringify(filter)}
            resource="events"
            filter={filter}
            sort={{ field: filter.stream ? 'revision' : 'position', order: 'ASC' }}
            perPage={25}
            disableSyncWithLocation
          >
            <EventTable showStream={!filter.stream} />
          </ListBase>
        </Card>
      )}
    </Stack>
  );
}
