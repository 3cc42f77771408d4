/**
 * Revise a destination's baseline (admins): the six metrics, the source they come from with its
 * date and link, and the reason. It appends BaselineRevised, which the score history and the audit
 * view show with the reason; every traveller's score of the destination moves with it.
 */
import { Alert, Box, Typography } from '@mui/material';
import {
  DateInput,
  Edit,
  FormDataConsumer,
  NumberInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  maxLength,
  maxValue,
  minLength,
  minValue,
  required,
  usePermissions,
  useRecordContext,
} from 'react-admin';
import { SAFETY_METRICS, type AdminDestination, type Role } from '@safetrails/contracts';
import { METRIC_LABELS } from '../audit/score-timeline';
import { REASON_RULES } from '../reason-action/reason-rules';
import { changedBaselineMetrics, toBaselineRevision } from './baseline-revision';
import { ScoreProvenance } from './score-provenance';

const METRIC_RULES = [required(), minValue(0, 'From 0 to 100'), maxValue(100, 'From 0 to 100')];
const SOURCE_RULES = [required(), minLength(3), maxLength(200)];
const URL_RULES = [
  maxLength(2000),
  (value: unknown) =>
    typeof value === 'string' && value.trim() !== '' && !/^https?:\/\/\S+$/.test(value.trim())
      ? 'An http or https link'
      : undefined,
];

function CurrentScore() {
  const record = useRecordContext<AdminDestination>();
  if (!record) return null;
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h6">
        Revise the baseline of {record.name}, {record.country}
      </Typography>
      <ScoreProvenance destination={record} />
    </Box>
  );
}

/** What the revision changes, as typed: the admin sees each metric's before → after before saving. */
function BaselineChanges() {
  const record = useRecordContext<AdminDestination>();
  return (
    <FormDataConsumer>
      {({ formData }) => {
        if (!record) return null;
        const changes = changedBaselineMetrics(toBaselineRevision(formData), record).filter(
          (change) => !Number.isNaN(change.after),
        );
        return (
          <Typography variant="body2" sx={{ mb: 2 }} data-testid="baseline-changes">
            {changes.length === 0
              ? 'No metric changes yet (a new source alone is also a revision).'
              : `This revision changes: ${changes
                  .map((change) => `${METRIC_LABELS[change.metric]} ${change.before ?? 'none'} → ${change.after}`)
                  .join(', ')}.`}
          </Typography>
        );
      }}
    </FormDataConsumer>
  );
}

export function DestinationEdit() {
  const { permissions, isPending } = usePermissions<Role[]>();
  if (!isPending && !permissions?.includes('admin')) {
    return (
      <Alert severity="info" sx={{ mt: 2 }}>
        Only admins revise a baseline: it moves every traveller's score of the destination.
      </Alert>
    );
  }
  return (
    <Edit<AdminDestination> mutationMode="pessimistic" redirect="show" transform={toBaselineRevision}>
      <SimpleForm
        toolbar={
          <Toolbar>
            <SaveButton label="Revise baseline" />
          </Toolbar>
        }
      >
        <CurrentScore />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, columnGap: 2 }}>
          {SAFETY_METRICS.map((metric) => (
            <NumberInput
              key={metric}
              source={`baseline.${metric}`}
              label={`${METRIC_LABELS[metric]} (0-100)`}
              validate={METRIC_RULES}
            />
          ))}
        </Box>
        <BaselineChanges />
        <TextInput
          source="baselineSource.source"
          label="Source"
          helperText="Who measured it: a survey, a statistics office, a study"
          validate={SOURCE_RULES}
          fullWidth
        />
        <DateInput source="baselineSource.asOf" label="The date the source describes" validate={required()} />
        <TextInput source="baselineSource.url" label="Link to the source" validate={URL_RULES} fullWidth />
        <TextInput
          source="reason"
          label="Reason for this revision"
          defaultValue=""
          multiline
          minRows={2}
          fullWidth
          validate={REASON_RULES}
          helperText="Kept with the BaselineRevised event; auditors see it on the score timeline."
        />
      </SimpleForm>
    </Edit>
  );
}
