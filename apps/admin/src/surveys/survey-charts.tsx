/**
 * The survey's answers at a glance: one bar chart per question (count of surveys per answer, with
 * its share of respondents), over the same received window as the list's filters.
 */
import { Alert, Box, Card, CardContent, CardHeader, Typography } from '@mui/material';
import { useListContext } from 'react-admin';
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SurveyQuestionAggregate } from '@safetrails/contracts';
import { useSurveyAggregates } from './survey-aggregates-api';
import { averageRatingText, surveyChartRows, type SurveyChartRow } from './survey-chart-rows';

function QuestionChart({ question, total }: { question: SurveyQuestionAggregate; total: number }) {
  const rows = surveyChartRows(question, total);
  return (
    <Card variant="outlined" data-testid={`survey-chart-${question.question}`}>
      <CardHeader
        title={question.label}
        subheader={question.multiple ? 'Several answers per survey: shares are of respondents' : undefined}
        slotProps={{ title: { variant: 'subtitle1' }, subheader: { variant: 'caption' } }}
        sx={{ pb: 0 }}
      />
      <CardContent>
        <ResponsiveContainer width="100%" height={Math.max(120, rows.length * 34)}>
          <BarChart data={rows} layout="vertical" margin={{ left: 8, right: 48 }}>
            <CartesianGrid horizontal={false} strokeDasharray="3 3" />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="label" width={150} tick={{ fontSize: 12 }} />
            <Tooltip
              formatter={(value, _name, item) => [
                `${String(value)} (${(item.payload as SurveyChartRow).percent}%)`,
                'Surveys',
              ]}
            />
            <Bar dataKey="count" fill="#1565c0" isAnimationActive={false}>
              <LabelList
                dataKey="percent"
                position="right"
                formatter={(value) => `${String(value)}%`}
                style={{ fontSize: 12 }}
              />
            </Bar>
          </BarChart>
        </ResponsiveContainer>
      </CardContent>
    </Card>
  );
}

export function SurveyCharts() {
  const filters = useListContext().filterValues as { receivedAfter?: unknown; receivedBefore?: unknown };
  const since = typeof filters.receivedAfter === 'string' ? filters.receivedAfter : undefined;
  const until = typeof filters.receivedBefore === 'string' ? filters.receivedBefore : undefined;
  const { data, error, isPending } = useSurveyAggregates({ since, until });

  if (error) return <Alert severity="error">The survey answers could not be counted: {error.message}</Alert>;
  if (isPending) return <Typography color="text.secondary">Counting the answers…</Typography>;
  const ratingQuestion = data.questions.find((question) => question.question === 'appRating');
  return (
    <Box sx={{ my: 2 }} data-testid="survey-charts">
      <Typography variant="h6">
        {data.total} survey{data.total === 1 ? '' : 's'}
        {since || until ? ' in the chosen window' : ''} · app rating{' '}
        {averageRatingText(data.averageAppRating, ratingQuestion)}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        Counts include every survey received in the window, whatever its status; the other filters apply to the list
        only.
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr', xl: '1fr 1fr 1fr' } }}>
        {data.questions.map((question) => (
          <QuestionChart key={question.question} question={question} total={data.total} />
        ))}
      </Box>
    </Box>
  );
}
