/**
 * /feedback, the feedback hub (spec part 2 "Feedback hub"): four forms under the tabs Share Feedback
 * (the default), Report Data Issue, Report a Bug and Take Our Survey, and three blocks saying what
 * the feedback is for. No sign-in is needed. The chosen tab is kept in `?tab=` (feedback, report,
 * bug, survey), so a link can open a form directly.
 */
import { useSearchParams } from 'react-router-dom';
import { Bug, ClipboardList, DatabaseZap, Lightbulb, MessageSquareText, ShieldCheck, Sparkles } from 'lucide-react';
import { FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { IconCardGrid, type IconCard } from '@/components/ui/icon-card-grid';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { BugReportForm } from './bug-report-form';
import { DataReportForm } from './data-report-form';
import { ShareFeedbackForm } from './share-feedback-form';
import { SurveyForm } from './survey-form';

type FeedbackTab = 'feedback' | 'report' | 'bug' | 'survey';

const TAB_KEYS: readonly FeedbackTab[] = ['feedback', 'report', 'bug', 'survey'];

function feedbackTabs(intl: IntlShape): readonly TabItem<FeedbackTab>[] {
  return [
    {
      key: 'feedback',
      label: intl.formatMessage({ id: 'feedback.share.title', defaultMessage: 'Share Feedback' }),
      icon: MessageSquareText,
    },
    {
      key: 'report',
      label: intl.formatMessage({ id: 'feedback.report.title', defaultMessage: 'Report Data Issue' }),
      icon: DatabaseZap,
    },
    { key: 'bug', label: intl.formatMessage({ id: 'feedback.bug.title', defaultMessage: 'Report a Bug' }), icon: Bug },
    {
      key: 'survey',
      label: intl.formatMessage({ id: 'feedback.survey.title', defaultMessage: 'Take Our Survey' }),
      icon: ClipboardList,
    },
  ];
}

function whyItMatters(intl: IntlShape): readonly IconCard[] {
  return [
    {
      icon: ShieldCheck,
      title: intl.formatMessage({ id: 'feedback.why.data', defaultMessage: 'Accurate Safety Data' }),
      text: intl.formatMessage({
        id: 'feedback.why.dataText',
        defaultMessage:
          'Your data reports correct scores, places and details, so every traveler decides on information that is right.',
      }),
    },
    {
      icon: Sparkles,
      title: intl.formatMessage({ id: 'feedback.why.experience', defaultMessage: 'Better User Experience' }),
      text: intl.formatMessage({
        id: 'feedback.why.experienceText',
        defaultMessage:
          'Bug reports and feedback show us where SafeTrails gets in your way, so we can make it simpler to use on the road.',
      }),
    },
    {
      icon: Lightbulb,
      title: intl.formatMessage({ id: 'feedback.why.features', defaultMessage: 'New Features' }),
      text: intl.formatMessage({
        id: 'feedback.why.featuresText',
        defaultMessage:
          'Survey answers and ideas decide what we build next for solo travelers, and especially for women traveling alone.',
      }),
    },
  ];
}

export function FeedbackHub() {
  const intl = useIntl();
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = TAB_KEYS.find((key) => key === searchParams.get('tab')) ?? 'feedback';

  const select = (tab: FeedbackTab) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (tab === 'feedback') next.delete('tab');
        else next.set('tab', tab);
        return next;
      },
      { replace: true },
    );

  return (
    <div className="container container-medium feedback-page">
      <header className="feedback-header">
        <p className="eyebrow">
          <FormattedMessage id="feedback.hub.eyebrow" defaultMessage="Help us improve" />
        </p>
        <h1>
          <FormattedMessage id="feedback.hub.title" defaultMessage="Feedback" />
        </h1>
        <p className="lead">
          <FormattedMessage
            id="feedback.hub.lead"
            defaultMessage="SafeTrails is built with the travelers who use it. Share an idea, correct our data, report a bug or answer our short survey; no account needed."
          />
        </p>
      </header>
      <div className="card feedback-card">
        <Tabs
          label={intl.formatMessage({ id: 'feedback.hub.forms', defaultMessage: 'Feedback forms' })}
          idPrefix="feedback"
          tabs={feedbackTabs(intl)}
          selected={selected}
          onSelect={select}
        >
          {/* Every form stays mounted, so a half-written report survives a look at another tab. */}
          {TAB_KEYS.map((key) => (
            <div key={key} hidden={key !== selected}>
              {form(key)}
            </div>
          ))}
        </Tabs>
      </div>
      <section className="feedback-why" aria-labelledby="feedback-why-title">
        <h2 id="feedback-why-title">
          <FormattedMessage id="feedback.why.title" defaultMessage="What your feedback changes" />
        </h2>
        <IconCardGrid cards={whyItMatters(intl)} />
      </section>
    </div>
  );
}

function form(tab: FeedbackTab) {
  switch (tab) {
    case 'feedback':
      return <ShareFeedbackForm />;
    case 'report':
      return <DataReportForm />;
    case 'bug':
      return <BugReportForm />;
    case 'survey':
      return <SurveyForm />;
  }
}
