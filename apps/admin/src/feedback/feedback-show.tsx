/** One Share Feedback submission: the message as written, its context, and the triage actions. */
import { Labeled, NumberField, SelectField, Show, SimpleShowLayout, TextField, UrlField } from 'react-admin';
import { ReportStatusActions } from '../reports/report-status-actions';
import { ReportTriage } from '../reports/report-triage';
import { FEEDBACK_TYPE_CHOICES } from './feedback-types';

export function FeedbackShow() {
  return (
    <Show actions={<ReportStatusActions kind="feedback" />}>
      <SimpleShowLayout>
        <ReportTriage />
        <SelectField source="feedbackType" label="Type" choices={FEEDBACK_TYPE_CHOICES} />
        <TextField source="message" sx={{ whiteSpace: 'pre-wrap' }} />
        <TextField source="category" label="Destination it is about" emptyText="—" />
        <NumberField source="rating" label="Rating (1-5)" emptyText="—" />
        <Labeled label="Sent from page">
          <UrlField source="pageUrl" target="_blank" rel="noopener noreferrer" emptyText="—" />
        </Labeled>
        <TextField source="userAgent" label="Browser (user agent)" emptyText="—" />
      </SimpleShowLayout>
    </Show>
  );
}
