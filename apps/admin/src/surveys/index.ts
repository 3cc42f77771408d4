/** The surveys resource: Take Our Survey answers, with charts of every question. */
import type { ResourceProps } from 'react-admin';
import { SurveyList } from './survey-list';
import { SurveyShow } from './survey-show';

export const surveys = {
  name: 'surveys',
  list: SurveyList,
  show: SurveyShow,
  recordRepresentation: 'summary',
} satisfies ResourceProps;
