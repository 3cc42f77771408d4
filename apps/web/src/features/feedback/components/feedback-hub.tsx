/**
 * /feedback, the feedback hub (spec part 2 "Feedback hub"): four forms under the tabs Share Feedback
 * (the default), Report Data Issue, Report a Bug and Take Our Survey, and three blocks saying what
 * the feedback is for. No sign-in is needed. The chosen tab is kept in `?tab=` (feedback, report,
 * bug, survey), so a link can open a form directly.
 */
import { useSearchParams } from 'react-router-dom';
import { Bug, ClipboardList, DatabaseZap, Lightbulb, MessageSquareText, ShieldCheck, Sparkles } from 'lucide-react';
import { IconCardGrid, type IconCard } from '@/components/ui/icon-card-grid';
import { Tabs, type TabItem } from '@/components/ui/tabs';
import { BugReportForm } from './bug-report-form';
import { DataReportForm } from './data-report-form';
import { ShareFeedbackForm } from './share-feedback-form';
import { SurveyForm } from './survey-form';

type FeedbackTab = 'feedback' | 'report' | 'bug' | 'survey';

const TABS: readonly TabItem<FeedbackTab>[] = [
  { key: 'feedback', label: 'Share Feedback', icon: MessageSquareText },
  { key: 'report', label: 'Report Data Issue', icon: DatabaseZap },
  { key: 'bug', label: 'Report a Bug', icon: Bug },
  { key: 'survey', label: 'Take Our Survey', icon: ClipboardList },
];

const WHY_IT_MATTERS: readonly IconCard[] = [
  {
    icon: ShieldCheck,
    title: 'Accurate Safety Data',
    text: 'Your data reports correct scores, places and details, so every traveler decides on information that is right.',
  },
  {
    icon: Sparkles,
    title: 'Better User Experience',
    text: 'Bug reports and feedback show us where SafeTrails gets in your way, so we can make it simpler to use on the road.',
  },
  {
    icon: Lightbulb,
    title: 'New Features',
    text: 'Survey answers and ideas decide what we build next for solo travelers, and especially for women traveling alone.',
  },
];

export function FeedbackHub() {
  const [searchParams, setSearchParams] = useSearchParams();
  const selected = TABS.find(({ key }) => key === searchParams.get('tab'))?.key ?? 'feedback';

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
        <p className="eyebrow">Help us improve</p>
        <h1>Feedback</h1>
        <p className="lead">
          SafeTrails is built with the travelers who use it. Share an idea, correct our data, report a bug or answer our
          short survey; no account needed.
        </p>
      </header>
      <div className="card feedback-card">
        <Tabs label="Feedback forms" idPrefix="feedback" tabs={TABS} selected={selected} onSelect={select}>
          {/* Every form stays mounted, so a half-written report survives a look at another tab. */}
          {TABS.map(({ key }) => (
            <div key={key} hidden={key !== selected}>
              {form(key)}
            </div>
          ))}
        </Tabs>
      </div>
      <section className="feedback-why" aria-labelledby="feedback-why-title">
        <h2 id="feedback-why-title">What your feedback changes</h2>
        <IconCardGrid cards={WHY_IT_MATTERS} />
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
