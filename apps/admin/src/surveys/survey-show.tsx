/** One survey as answered. */
import { EmailField, NumberField, SelectField, Show, SimpleShowLayout, TextArrayField, TextField } from 'react-admin';
import { ReportStatusActions } from '../reports/report-status-actions';
import { ReportTriage } from '../reports/report-triage';
import { APP_USAGE_CHOICES, FACTOR_CHOICES, TRAVEL_FREQUENCY_CHOICES } from './survey-choices';

export function SurveyShow() {
  return (
    <Show actions={<ReportStatusActions kind="survey" />}>
      <SimpleShowLayout>
        <ReportTriage />
        <SelectField source="travelFrequency" label="Travels" choices={TRAVEL_FREQUENCY_CHOICES} />
        <TextArrayField source="travelTypes" label="Types of travel" />
        <TextArrayField source="preferredFeatures" label="Features they want" />
        <SelectField source="mostImportantFactor" label="Matters most" choices={FACTOR_CHOICES} />
        <TextField source="otherFactor" label="Something else that matters" emptyText="—" />
        <SelectField source="appUsage" label="Uses the app" choices={APP_USAGE_CHOICES} />
        <NumberField source="appRating" label="App rating (1-5)" emptyText="—" />
        <TextField source="missingFeatures" label="Missing features" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <TextField source="extraFeedback" label="Anything else" emptyText="—" sx={{ whiteSpace: 'pre-wrap' }} />
        <EmailField source="email" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
