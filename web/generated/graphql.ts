/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** Which images a list or count holds by archive state: ACTIVE (public), ARCHIVED or ALL; the last two need an administrator. */
export type ArchivedFilter =
  /** Public */
  | 'ACTIVE'
  /** All */
  | 'ALL'
  /** Archived */
  | 'ARCHIVED';

/** Width to height of an image; the names read ratio_<width>_<height>, the descriptions 'width:height'. */
export type AspectRatio =
  /** 1:1 */
  | 'ratio_1_1'
  /** 3:2 */
  | 'ratio_3_2'
  /** 3:4 */
  | 'ratio_3_4'
  /** 4:3 */
  | 'ratio_4_3'
  /** 9:16 */
  | 'ratio_9_16'
  /** 16:9 */
  | 'ratio_16_9'
  /** 21:9 */
  | 'ratio_21_9';

/** The background a generated image is rendered on. */
export type Background =
  /** Black */
  | 'black'
  /** Charcoal */
  | 'charcoal'
  /** Transparent */
  | 'transparent'
  /** White */
  | 'white';

/** What a catalogChanged message reports. */
export type CatalogChangeKind =
  /** An image was catalogued */
  | 'IMAGE_ADDED'
  /** An image was archived */
  | 'IMAGE_ARCHIVED'
  /** An image's details were edited */
  | 'IMAGE_EDITED'
  /** An archived image was restored */
  | 'IMAGE_RESTORED'
  /** A creative session was created or edited */
  | 'SESSION_CHANGED';

/** A new catalog image: what it is, how it was made and how it is rendered. Its id is made from the title. */
export type CatalogImageInput = {
  /** How detailed and busy it is (1 very simple and clean, 5 highly detailed and busy), 1 to 5. */
  complexityLevel: number;
  /** What the next attempt changed, up to 2,000 characters; default none. */
  correctionApproach?: string | null | undefined;
  /** Description, up to 2,000 characters; default empty. */
  description?: string | null | undefined;
  /** The design idea behind it, up to 2,000 characters; default none. */
  designPhilosophy?: string | null | undefined;
  /** Extended description, up to 5,000 characters; default empty. */
  extendedDescription?: string | null | undefined;
  /** What the image is rendered from. */
  generationParams: GenerationParamsInput;
  /** The stage of the creative journey. */
  journeyStage: JourneyStage;
  /** What became of the image. */
  learningStatus: LearningStatus;
  /** The licence text, 1 to 500 characters; default 'Creative Commons CC0'. */
  licensing?: string | null | undefined;
  /** The visitor perspective the image is for. */
  perspective: Perspective;
  /** The generation prompt, 1 to 2,000 characters. */
  prompt: string;
  /** Why it was not used, up to 500 characters; default none. */
  rejectionReason?: string | null | undefined;
  /** Extra words search matches, up to 1,000 characters; default empty. */
  searchKeywords?: string | null | undefined;
  /** An existing creative session (lowercase letters, digits and hyphens). */
  sessionId: string | number;
  /** Tags, up to 50, each 1 to 60 characters; default none. */
  tags?: Array<string> | null | undefined;
  /** Title, 1 to 200 characters. */
  title: string;
};

/** The colour mood a generated image is rendered in. */
export type ColorPalette =
  /** Monochrome */
  | 'monochrome'
  /** Natural */
  | 'natural'
  /** Soft */
  | 'soft'
  /** Vibrant */
  | 'vibrant';

/** Only the fields that differ are recorded; null clears learningInsights or nextSteps. */
export type CreativeSessionEditInput = {
  /** New description. */
  description?: string | null | undefined;
  /** New journey stage. */
  journeyStage?: JourneyStage | null | undefined;
  /** New learning insights; null clears them. */
  learningInsights?: string | null | undefined;
  /** New next steps; null clears them. */
  nextSteps?: string | null | undefined;
  /** New date, YYYY-MM-DD. */
  sessionDate?: string | null | undefined;
  /** New title. */
  title?: string | null | undefined;
};

/** A new creative session; its id is made from the title. */
export type CreativeSessionInput = {
  /** What the session set out to do; default empty. */
  description?: string | null | undefined;
  /** The stage of the creative journey. */
  journeyStage: JourneyStage;
  /** What the session taught; default none. */
  learningInsights?: string | null | undefined;
  /** What is planned next; default none. */
  nextSteps?: string | null | undefined;
  /** YYYY-MM-DD. */
  sessionDate: string;
  /** Short title of the session. */
  title: string;
};

/** A field of a catalog image an edit may change, as the edit history names it. */
export type EditableImageField =
  /** Complexity */
  | 'complexityLevel'
  /** Correction approach */
  | 'correctionApproach'
  /** Description */
  | 'description'
  /** Design philosophy */
  | 'designPhilosophy'
  /** Extended description */
  | 'extendedDescription'
  /** Image file */
  | 'filename'
  /** Generation parameters */
  | 'generationParams'
  /** Journey stage */
  | 'journeyStage'
  /** Learning status */
  | 'learningStatus'
  /** Licensing */
  | 'licensing'
  /** Perspective */
  | 'perspective'
  /** Prompt */
  | 'prompt'
  /** Rejection reason */
  | 'rejectionReason'
  /** Search keywords */
  | 'searchKeywords'
  /** Creative session */
  | 'sessionId'
  /** Tags */
  | 'tags'
  /** Title */
  | 'title';

/** The type of an event in the log. */
export type EventType =
  /** Admin account added */
  | 'AdminAccountAdded'
  /** Admin account removed */
  | 'AdminAccountRemoved'
  /** Admin logged in */
  | 'AdminLoggedIn'
  /** Admin logged out */
  | 'AdminLoggedOut'
  /** Admin password changed */
  | 'AdminPasswordChanged'
  /** Analytics day summarized */
  | 'AnalyticsDaySummarized'
  /** Assets repaired */
  | 'AssetsRepaired'
  /** Chat question answered */
  | 'ChatQuestionAnswered'
  /** Creative session edited */
  | 'CreativeSessionEdited'
  /** Creative session recorded */
  | 'CreativeSessionRecorded'
  /** Image archived */
  | 'ImageArchived'
  /** Image catalogued */
  | 'ImageCatalogued'
  /** Image details edited */
  | 'ImageDetailsEdited'
  /** Image downloaded */
  | 'ImageDownloaded'
  /** Image generated */
  | 'ImageGenerated'
  /** Image restored */
  | 'ImageRestored'
  /** Navigation recorded */
  | 'NavigationRecorded'
  /** Page visited */
  | 'PageVisited'
  /** Read models rebuilt */
  | 'ReadModelsRebuilt'
  /** Time on page recorded */
  | 'TimeOnPageRecorded'
  /** Usage scan completed */
  | 'UsageScanCompleted'
  /** Visitor event erased */
  | 'VisitorEventErased'
  /** Visitor forgotten */
  | 'VisitorForgotten'
  /** Visitor session marked as admin */
  | 'VisitorSessionMarkedAsAdmin';

/** What the local generator renders an image from (with its prompt and perspective). */
export type GenerationParamsInput = {
  /** Width to height of the rendered image. */
  aspectRatio: AspectRatio;
  /** The background behind the motif. */
  background: Background;
  /** The colour mood of the render. */
  colorPalette: ColorPalette;
  /** Where on the site the image is meant to appear. */
  contextType: ImageContext;
  /** 0 to 100. */
  minimalism: number;
  /** 1 or more. */
  seed: number;
};

/** Where on the site a catalog image was made to appear. */
export type ImageContext =
  /** Case study banner */
  | 'case_study_banner'
  /** Gallery */
  | 'gallery'
  /** Hero */
  | 'hero'
  /** Illustration */
  | 'illustration'
  /** Product card */
  | 'product_card'
  /** Social */
  | 'social';

/** Only the fields that differ are recorded. A new prompt, perspective or generationParams renders a new file; the old one stays. */
export type ImageEditInput = {
  /** New complexity, 1 to 5. */
  complexityLevel?: number | null | undefined;
  /** New correction approach, up to 2,000 characters; null clears it. */
  correctionApproach?: string | null | undefined;
  /** New description, up to 2,000 characters. */
  description?: string | null | undefined;
  /** New design philosophy, up to 2,000 characters; null clears it. */
  designPhilosophy?: string | null | undefined;
  /** New extended description, up to 5,000 characters. */
  extendedDescription?: string | null | undefined;
  /** New generation parameters; give all of them; renders a new file. */
  generationParams?: GenerationParamsInput | null | undefined;
  /** New journey stage. */
  journeyStage?: JourneyStage | null | undefined;
  /** New learning status. */
  learningStatus?: LearningStatus | null | undefined;
  /** New licensing, 1 to 500 characters. */
  licensing?: string | null | undefined;
  /** New perspective; renders a new file. */
  perspective?: Perspective | null | undefined;
  /** New prompt, 1 to 2,000 characters; renders a new file. */
  prompt?: string | null | undefined;
  /** New rejection reason, up to 500 characters; null clears it. */
  rejectionReason?: string | null | undefined;
  /** New search keywords, up to 1,000 characters. */
  searchKeywords?: string | null | undefined;
  /** New creative session; moves the image to that session. */
  sessionId?: string | number | null | undefined;
  /** New tags, up to 50, each 1 to 60 characters; replaces the whole list. */
  tags?: Array<string> | null | undefined;
  /** New title, 1 to 200 characters. */
  title?: string | null | undefined;
};

/** The order of an images list: JOURNEY (by session date, then id), NEWEST or OLDEST (by when catalogued), MOST_DOWNLOADED (live counts), TITLE, COMPLEXITY (simplest first). */
export type ImageSort =
  /** Complexity */
  | 'COMPLEXITY'
  /** Journey order */
  | 'JOURNEY'
  /** Most downloaded */
  | 'MOST_DOWNLOADED'
  /** Newest */
  | 'NEWEST'
  /** Oldest */
  | 'OLDEST'
  /** Title */
  | 'TITLE';

/** The stages of the creative journey, in order. */
export type JourneyStage =
  /** Brand Discovery */
  | 'brand_discovery'
  /** Early Experiments */
  | 'early_experiments'
  /** Perspective Mastery */
  | 'perspective_mastery';

/** What became of a generated image: published, kept as a lesson, or kept because it surprised us. */
export type LearningStatus =
  /** Final Version */
  | 'final_version'
  /** Happy Accident */
  | 'happy_accident'
  /** Learning Attempt */
  | 'learning_attempt';

/** The three ways a visitor can read the site: copy, imagery and theme adapt to it. The first is the default. */
export type Perspective =
  /** Content Creators */
  | 'content_creators'
  /** Memory Capturers */
  | 'memory_capturers'
  /** Startup Founders */
  | 'startup_founders';

/** The step a running read-model rebuild is at. */
export type ReadModelRebuildPhase =
  /** Catching up with events appended meanwhile */
  | 'catching_up'
  /** Folding the log */
  | 'folding'
  /** Swapping the new read models in */
  | 'swapping'
  /** Writing the new read models */
  | 'writing';

/** Where the last read-model rebuild of this server process stands. */
export type ReadModelRebuildState =
  /** Done: the rebuilt read models are live */
  | 'done'
  /** Failed: the live read models are unchanged */
  | 'failed'
  /** No rebuild has run since this server process started */
  | 'idle'
  /** Running */
  | 'running';

export type AdminImageQueryVariables = Exact<{
  id: string | number;
}>;


export type AdminImageQuery = { image: { id: string, title: string, description: string, extendedDescription: string, filename: string, filePath: string, prompt: string, perspective: Perspective, learningStatus: LearningStatus, journeyStage: JourneyStage, sessionId: string, rejectionReason: string | null, correctionApproach: string | null, designPhilosophy: string | null, complexityLevel: number, downloadCount: number, licensing: string, tags: Array<string>, searchKeywords: string, generationParams: unknown, version: number, usageLocations: Array<{ page: string, section: string, url: string | null }> } | null };

export type AdminImageChangedSubscriptionVariables = Exact<{
  id?: string | number | null | undefined;
  after?: string | null | undefined;
}>;


export type AdminImageChangedSubscription = { imageChanged: { logPosition: string | null, id: string, title: string, description: string, extendedDescription: string, filename: string, filePath: string, prompt: string, perspective: Perspective, learningStatus: LearningStatus, journeyStage: JourneyStage, sessionId: string, rejectionReason: string | null, correctionApproach: string | null, designPhilosophy: string | null, complexityLevel: number, downloadCount: number, licensing: string, tags: Array<string>, searchKeywords: string, generationParams: unknown, version: number, usageLocations: Array<{ page: string, section: string, url: string | null }> } };

export type AdminAccountQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminAccountQuery = { adminSession: { account: string } };

export type AdminImage_ImageFragment = { id: string, title: string, description: string, extendedDescription: string, filename: string, filePath: string, prompt: string, perspective: Perspective, learningStatus: LearningStatus, journeyStage: JourneyStage, sessionId: string, rejectionReason: string | null, correctionApproach: string | null, designPhilosophy: string | null, complexityLevel: number, downloadCount: number, licensing: string, tags: Array<string>, searchKeywords: string, generationParams: unknown, version: number, usageLocations: Array<{ page: string, section: string, url: string | null }> };

export type ImagePresence_PresenceFragment = { editing: boolean, takenOverBy: string | null, viewers: Array<{ id: string, account: string, editing: boolean, sameAccount: boolean }> };

export type ImagePresenceSubscriptionVariables = Exact<{
  imageId: string | number;
  tabId: string;
}>;


export type ImagePresenceSubscription = { imagePresence: { editing: boolean, takenOverBy: string | null, viewers: Array<{ id: string, account: string, editing: boolean, sameAccount: boolean }> } };

export type SetImagePresenceMutationVariables = Exact<{
  imageId: string | number;
  tabId: string;
  editing: boolean;
}>;


export type SetImagePresenceMutation = { setImagePresence: { editing: boolean, takenOverBy: string | null, viewers: Array<{ id: string, account: string, editing: boolean, sameAccount: boolean }> } };

export type TakeOverImageMutationVariables = Exact<{
  imageId: string | number;
  tabId: string;
}>;


export type TakeOverImageMutation = { takeOverImage: { editing: boolean, takenOverBy: string | null, viewers: Array<{ id: string, account: string, editing: boolean, sameAccount: boolean }> } };

export type EditImageMutationVariables = Exact<{
  id: string | number;
  input: ImageEditInput;
  expectedVersion?: number | null | undefined;
}>;


export type EditImageMutation = { editImage: { id: string, title: string, description: string, extendedDescription: string, filename: string, filePath: string, prompt: string, perspective: Perspective, learningStatus: LearningStatus, journeyStage: JourneyStage, sessionId: string, rejectionReason: string | null, correctionApproach: string | null, designPhilosophy: string | null, complexityLevel: number, downloadCount: number, licensing: string, tags: Array<string>, searchKeywords: string, generationParams: unknown, version: number, usageLocations: Array<{ page: string, section: string, url: string | null }> } };

export type CatalogSession_SessionFragment = { id: string, title: string, description: string, journeyStage: JourneyStage, sessionDate: string, learningInsights: string | null, nextSteps: string | null, version: number };

export type CatalogSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type CatalogSessionsQuery = { creativeSessions: Array<{ id: string, title: string, description: string, journeyStage: JourneyStage, sessionDate: string, learningInsights: string | null, nextSteps: string | null, version: number, images: Array<{ id: string }> }> };

export type CreateCreativeSessionMutationVariables = Exact<{
  input: CreativeSessionInput;
}>;


export type CreateCreativeSessionMutation = { createCreativeSession: { id: string, title: string, description: string, journeyStage: JourneyStage, sessionDate: string, learningInsights: string | null, nextSteps: string | null, version: number, images: Array<{ id: string }> } };

export type EditCreativeSessionMutationVariables = Exact<{
  id: string | number;
  input: CreativeSessionEditInput;
  expectedVersion?: number | null | undefined;
}>;


export type EditCreativeSessionMutation = { editCreativeSession: { id: string, title: string, description: string, journeyStage: JourneyStage, sessionDate: string, learningInsights: string | null, nextSteps: string | null, version: number, images: Array<{ id: string }> } };

export type CatalogSessionsChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type CatalogSessionsChangedSubscription = { catalogChanged: { kind: CatalogChangeKind, sessionId: string | null, logPosition: string } };

export type ImageCard_ImageFragment = { id: string, title: string, description: string, filename: string, filePath: string, perspective: Perspective, learningStatus: LearningStatus, journeyStage: JourneyStage, sessionId: string, downloadCount: number, complexityLevel: number };

export type ImageDialog_ImageFragment = { prompt: string, rejectionReason: string | null, correctionApproach: string | null, designPhilosophy: string | null, id: string, title: string, description: string, filename: string, filePath: string, perspective: Perspective, learningStatus: LearningStatus, journeyStage: JourneyStage, sessionId: string, downloadCount: number, complexityLevel: number };

export type AnalyticsDashboardQueryVariables = Exact<{
  from: string;
  to: string;
}>;


export type AnalyticsDashboardQuery = { analyticsDashboard: { from: string, to: string, visits: number, sessions: number, averageSecondsOnPage: number | null, excluded: { botVisits: number, adminVisits: number }, days: Array<{ day: string, visits: number, sessions: number, downloads: number }>, topPages: Array<{ path: string, visits: number, sessions: number }>, entryPages: Array<{ path: string, visits: number, sessions: number }>, nextPages: Array<{ fromPath: string, toPath: string, count: number }>, timeOnPage: Array<{ path: string, averageSeconds: number, timedVisits: number }>, downloadsByImage: Array<{ imageId: string, title: string | null, downloads: number }>, chatQuestions: { answered: number, unanswered: number } } };

export type AnalyticsNextPagesFromQueryVariables = Exact<{
  from: string;
  to: string;
  fromPath: string;
}>;


export type AnalyticsNextPagesFromQuery = { analyticsDashboard: { nextPages: Array<{ fromPath: string, toPath: string, count: number }> } };

export type CreativeJourneyQueryVariables = Exact<{ [key: string]: never; }>;


export type CreativeJourneyQuery = { creativeSessions: Array<{ id: string, title: string, description: string, journeyStage: JourneyStage, sessionDate: string, learningInsights: string | null, nextSteps: string | null }>, images: { total: number, items: Array<{ prompt: string, rejectionReason: string | null, correctionApproach: string | null, designPhilosophy: string | null, id: string, title: string, description: string, filename: string, filePath: string, perspective: Perspective, learningStatus: LearningStatus, journeyStage: JourneyStage, sessionId: string, downloadCount: number, complexityLevel: number }> } };

export type GalleryPageQueryVariables = Exact<{
  searchTerm?: string | null | undefined;
  sort?: ImageSort | null | undefined;
  offset: number;
  limit: number;
}>;


export type GalleryPageQuery = { images: { total: number, items: Array<{ prompt: string, rejectionReason: string | null, correctionApproach: string | null, designPhilosophy: string | null, id: string, title: string, description: string, filename: string, filePath: string, perspective: Perspective, learningStatus: LearningStatus, journeyStage: JourneyStage, sessionId: string, downloadCount: number, complexityLevel: number }> } };

export type ImageChangedSubscriptionVariables = Exact<{
  after?: string | null | undefined;
}>;


export type ImageChangedSubscription = { imageChanged: { logPosition: string | null, prompt: string, rejectionReason: string | null, correctionApproach: string | null, designPhilosophy: string | null, id: string, title: string, description: string, filename: string, filePath: string, perspective: Perspective, learningStatus: LearningStatus, journeyStage: JourneyStage, sessionId: string, downloadCount: number, complexityLevel: number } };

export type JourneyCatalogChangedSubscriptionVariables = Exact<{
  after?: string | null | undefined;
}>;


export type JourneyCatalogChangedSubscription = { catalogChanged: { kind: CatalogChangeKind, imageId: string | null, logPosition: string } };

export type CompareParamsQueryVariables = Exact<{
  first: string | number;
  second: string | number;
  third: string | number;
  fourth: string | number;
  withSecond: boolean;
  withThird: boolean;
  withFourth: boolean;
}>;


export type CompareParamsQuery = { first: { id: string, generationParams: unknown } | null, second?: { id: string, generationParams: unknown } | null, third?: { id: string, generationParams: unknown } | null, fourth?: { id: string, generationParams: unknown } | null };

export type Explorer_EventFragment = { globalPosition: string, streamId: string, type: EventType, data: unknown, metadata: unknown };

export type ExplorerEventsQueryVariables = Exact<{
  types?: Array<EventType> | EventType | null | undefined;
  stream?: string | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
  after?: string | null | undefined;
  before?: string | null | undefined;
  limit?: number | null | undefined;
  newestFirst?: boolean | null | undefined;
}>;


export type ExplorerEventsQuery = { eventLog: Array<{ globalPosition: string, streamId: string, type: EventType, data: unknown, metadata: unknown }> };

export type ExplorerEventAppendedSubscriptionVariables = Exact<{
  types?: Array<EventType> | EventType | null | undefined;
  after?: string | null | undefined;
}>;


export type ExplorerEventAppendedSubscription = { eventAppended: { globalPosition: string, streamId: string, type: EventType, data: unknown, metadata: unknown } };

export type ExplorerImageAsOfQueryVariables = Exact<{
  id: string | number;
  at: string;
}>;


export type ExplorerImageAsOfQuery = { imageAsOf: { asOfPosition: string, image: { imageId: string, title: string, description: string, extendedDescription: string, learningStatus: LearningStatus, rejectionReason: string | null, licensing: string, tags: Array<string>, searchKeywords: string, downloadCount: number, version: number } | null }, image: { id: string, title: string, description: string, extendedDescription: string, learningStatus: LearningStatus, rejectionReason: string | null, licensing: string, tags: Array<string>, searchKeywords: string, downloadCount: number, version: number } | null };

export type Explorer_RebuildFragment = { state: ReadModelRebuildState, phase: ReadModelRebuildPhase | null, events: number, total: number, finishedAt: string | null, digest: string | null, swapMilliseconds: number | null, error: string | null };

export type ExplorerRebuildStatusQueryVariables = Exact<{ [key: string]: never; }>;


export type ExplorerRebuildStatusQuery = { readModelRebuild: { state: ReadModelRebuildState, phase: ReadModelRebuildPhase | null, events: number, total: number, finishedAt: string | null, digest: string | null, swapMilliseconds: number | null, error: string | null } };

export type ExplorerRebuildMutationVariables = Exact<{ [key: string]: never; }>;


export type ExplorerRebuildMutation = { rebuildReadModels: { state: ReadModelRebuildState, phase: ReadModelRebuildPhase | null, events: number, total: number, finishedAt: string | null, digest: string | null, swapMilliseconds: number | null, error: string | null } };

export type AdminGridImage_ImageFragment = { archivedAt: string | null, id: string, title: string, description: string, extendedDescription: string, filename: string, filePath: string, prompt: string, perspective: Perspective, learningStatus: LearningStatus, journeyStage: JourneyStage, sessionId: string, rejectionReason: string | null, correctionApproach: string | null, designPhilosophy: string | null, complexityLevel: number, downloadCount: number, licensing: string, tags: Array<string>, searchKeywords: string, generationParams: unknown, version: number, usageLocations: Array<{ page: string, section: string, url: string | null }> };

export type AdminGridImagesQueryVariables = Exact<{
  searchTerm?: string | null | undefined;
  learningStatus?: LearningStatus | null | undefined;
  perspective?: Perspective | null | undefined;
  archived?: ArchivedFilter | null | undefined;
  sort?: ImageSort | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminGridImagesQuery = { images: { total: number, items: Array<{ archivedAt: string | null, id: string, title: string, description: string, extendedDescription: string, filename: string, filePath: string, prompt: string, perspective: Perspective, learningStatus: LearningStatus, journeyStage: JourneyStage, sessionId: string, rejectionReason: string | null, correctionApproach: string | null, designPhilosophy: string | null, complexityLevel: number, downloadCount: number, licensing: string, tags: Array<string>, searchKeywords: string, generationParams: unknown, version: number, usageLocations: Array<{ page: string, section: string, url: string | null }> }> } };

export type AdminGridMatchingIdsQueryVariables = Exact<{
  searchTerm?: string | null | undefined;
  learningStatus?: LearningStatus | null | undefined;
  perspective?: Perspective | null | undefined;
  archived?: ArchivedFilter | null | undefined;
  offset?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type AdminGridMatchingIdsQuery = { images: { total: number, items: Array<{ id: string }> } };

export type AdminGridStatusCountsQueryVariables = Exact<{
  searchTerm?: string | null | undefined;
  perspective?: Perspective | null | undefined;
  archived?: ArchivedFilter | null | undefined;
}>;


export type AdminGridStatusCountsQuery = { all: { total: number }, final_version: { total: number }, learning_attempt: { total: number }, happy_accident: { total: number } };

export type AdminImageCountsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminImageCountsQuery = { active: { total: number }, archived: { total: number }, all: { total: number } };

export type AdminArchiveImageMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminArchiveImageMutation = { archiveImage: { archivedAt: string | null, id: string, title: string, description: string, extendedDescription: string, filename: string, filePath: string, prompt: string, perspective: Perspective, learningStatus: LearningStatus, journeyStage: JourneyStage, sessionId: string, rejectionReason: string | null, correctionApproach: string | null, designPhilosophy: string | null, complexityLevel: number, downloadCount: number, licensing: string, tags: Array<string>, searchKeywords: string, generationParams: unknown, version: number, usageLocations: Array<{ page: string, section: string, url: string | null }> } };

export type AdminRestoreImageMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminRestoreImageMutation = { restoreImage: { archivedAt: string | null, id: string, title: string, description: string, extendedDescription: string, filename: string, filePath: string, prompt: string, perspective: Perspective, learningStatus: LearningStatus, journeyStage: JourneyStage, sessionId: string, rejectionReason: string | null, correctionApproach: string | null, designPhilosophy: string | null, complexityLevel: number, downloadCount: number, licensing: string, tags: Array<string>, searchKeywords: string, generationParams: unknown, version: number, usageLocations: Array<{ page: string, section: string, url: string | null }> } };

export type AdminArchiveImagesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type AdminArchiveImagesMutation = { archiveImages: Array<{ archivedAt: string | null, id: string, title: string, description: string, extendedDescription: string, filename: string, filePath: string, prompt: string, perspective: Perspective, learningStatus: LearningStatus, journeyStage: JourneyStage, sessionId: string, rejectionReason: string | null, correctionApproach: string | null, designPhilosophy: string | null, complexityLevel: number, downloadCount: number, licensing: string, tags: Array<string>, searchKeywords: string, generationParams: unknown, version: number, usageLocations: Array<{ page: string, section: string, url: string | null }> }> };

export type AdminRestoreImagesMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
}>;


export type AdminRestoreImagesMutation = { restoreImages: Array<{ archivedAt: string | null, id: string, title: string, description: string, extendedDescription: string, filename: string, filePath: string, prompt: string, perspective: Perspective, learningStatus: LearningStatus, journeyStage: JourneyStage, sessionId: string, rejectionReason: string | null, correctionApproach: string | null, designPhilosophy: string | null, complexityLevel: number, downloadCount: number, licensing: string, tags: Array<string>, searchKeywords: string, generationParams: unknown, version: number, usageLocations: Array<{ page: string, section: string, url: string | null }> }> };

export type AdminUsageStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminUsageStatsQuery = { usageStats: { totalImages: number, imagesInUse: number, unusedImages: number, usageByPage: Array<{ page: string, count: number }> } };

export type AdminScanUsageMutationVariables = Exact<{ [key: string]: never; }>;


export type AdminScanUsageMutation = { scanUsage: { success: boolean, stats: { totalImages: number, imagesInUse: number, unusedImages: number, usageByPage: Array<{ page: string, count: number }> } } };

export type AdminSetRejectionReasonMutationVariables = Exact<{
  ids: Array<string | number> | string | number;
  rejectionReason: string;
}>;


export type AdminSetRejectionReasonMutation = { setRejectionReason: Array<{ id: string, title: string, description: string, extendedDescription: string, filename: string, filePath: string, prompt: string, perspective: Perspective, learningStatus: LearningStatus, journeyStage: JourneyStage, sessionId: string, rejectionReason: string | null, correctionApproach: string | null, designPhilosophy: string | null, complexityLevel: number, downloadCount: number, licensing: string, tags: Array<string>, searchKeywords: string, generationParams: unknown, version: number, usageLocations: Array<{ page: string, section: string, url: string | null }> }> };

export type AdminCatalogChangedSubscriptionVariables = Exact<{
  after?: string | null | undefined;
}>;


export type AdminCatalogChangedSubscription = { catalogChanged: { kind: CatalogChangeKind, imageId: string | null, sessionId: string | null, logPosition: string } };

export type AdminUsageStatsChangedSubscriptionVariables = Exact<{
  after?: string | null | undefined;
}>;


export type AdminUsageStatsChangedSubscription = { usageStatsChanged: { logPosition: string | null, totalImages: number, imagesInUse: number, unusedImages: number, usageByPage: Array<{ page: string, count: number }> } };

export type DemoSamplesQueryVariables = Exact<{ [key: string]: never; }>;


export type DemoSamplesQuery = { staticGallery: Array<{ url: string, prompt: string, perspective: Perspective, parameters: { minimalism: number, colorPalette: ColorPalette, aspectRatio: AspectRatio } }> };

export type AdminImageHistoryQueryVariables = Exact<{
  id: string | number;
  before?: string | null | undefined;
}>;


export type AdminImageHistoryQuery = { imageHistory: Array<{ position: string, actor: string, time: string, field: EditableImageField, from: unknown, to: unknown, undoes: string | null }> };

export type AdminUndoImageEditMutationVariables = Exact<{
  eventPosition: string;
  expectedVersion?: number | null | undefined;
}>;


export type AdminUndoImageEditMutation = { undoImageEdit: { id: string, title: string, description: string, extendedDescription: string, filename: string, filePath: string, prompt: string, perspective: Perspective, learningStatus: LearningStatus, journeyStage: JourneyStage, sessionId: string, rejectionReason: string | null, correctionApproach: string | null, designPhilosophy: string | null, complexityLevel: number, downloadCount: number, licensing: string, tags: Array<string>, searchKeywords: string, generationParams: unknown, version: number, usageLocations: Array<{ page: string, section: string, url: string | null }> } };

export type AdminDownloadImageMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminDownloadImageMutation = { downloadImage: { id: string, downloadCount: number } };

export type StaticGalleryQueryVariables = Exact<{ [key: string]: never; }>;


export type StaticGalleryQuery = { staticGallery: Array<{ filename: string, url: string, timestamp: string, prompt: string, perspective: Perspective, description: string, parameters: { minimalism: number, colorPalette: ColorPalette, aspectRatio: AspectRatio } }> };

export type CatalogImageMutationVariables = Exact<{
  input: CatalogImageInput;
}>;


export type CatalogImageMutation = { catalogImage: { id: string, title: string, description: string, extendedDescription: string, filename: string, filePath: string, prompt: string, perspective: Perspective, learningStatus: LearningStatus, journeyStage: JourneyStage, sessionId: string, rejectionReason: string | null, correctionApproach: string | null, designPhilosophy: string | null, complexityLevel: number, downloadCount: number, licensing: string, tags: Array<string>, searchKeywords: string, generationParams: unknown, version: number, usageLocations: Array<{ page: string, section: string, url: string | null }> } };

export const ImagePresence_PresenceFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImagePresence_presence"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImagePresence"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"editing"}},{"kind":"Field","name":{"kind":"Name","value":"sameAccount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editing"}},{"kind":"Field","name":{"kind":"Name","value":"takenOverBy"}}]}}]} as unknown as DocumentNode<ImagePresence_PresenceFragment, unknown>;
export const CatalogSession_SessionFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogSession_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"journeyStage"}},{"kind":"Field","name":{"kind":"Name","value":"sessionDate"}},{"kind":"Field","name":{"kind":"Name","value":"learningInsights"}},{"kind":"Field","name":{"kind":"Name","value":"nextSteps"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CatalogSession_SessionFragment, unknown>;
export const ImageCard_ImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageCard_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"perspective"}},{"kind":"Field","name":{"kind":"Name","value":"learningStatus"}},{"kind":"Field","name":{"kind":"Name","value":"journeyStage"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"complexityLevel"}}]}}]} as unknown as DocumentNode<ImageCard_ImageFragment, unknown>;
export const ImageDialog_ImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageDialog_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageCard_image"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"correctionApproach"}},{"kind":"Field","name":{"kind":"Name","value":"designPhilosophy"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageCard_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"perspective"}},{"kind":"Field","name":{"kind":"Name","value":"learningStatus"}},{"kind":"Field","name":{"kind":"Name","value":"journeyStage"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"complexityLevel"}}]}}]} as unknown as DocumentNode<ImageDialog_ImageFragment, unknown>;
export const Explorer_EventFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Explorer_event"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LogEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"globalPosition"}},{"kind":"Field","name":{"kind":"Name","value":"streamId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}}]} as unknown as DocumentNode<Explorer_EventFragment, unknown>;
export const Explorer_RebuildFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Explorer_rebuild"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReadModelRebuild"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"digest"}},{"kind":"Field","name":{"kind":"Name","value":"swapMilliseconds"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<Explorer_RebuildFragment, unknown>;
export const AdminImage_ImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extendedDescription"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"perspective"}},{"kind":"Field","name":{"kind":"Name","value":"learningStatus"}},{"kind":"Field","name":{"kind":"Name","value":"journeyStage"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"correctionApproach"}},{"kind":"Field","name":{"kind":"Name","value":"designPhilosophy"}},{"kind":"Field","name":{"kind":"Name","value":"complexityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"licensing"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"searchKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"generationParams"}},{"kind":"Field","name":{"kind":"Name","value":"usageLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AdminImage_ImageFragment, unknown>;
export const AdminGridImage_ImageFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGridImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminImage_image"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extendedDescription"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"perspective"}},{"kind":"Field","name":{"kind":"Name","value":"learningStatus"}},{"kind":"Field","name":{"kind":"Name","value":"journeyStage"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"correctionApproach"}},{"kind":"Field","name":{"kind":"Name","value":"designPhilosophy"}},{"kind":"Field","name":{"kind":"Name","value":"complexityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"licensing"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"searchKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"generationParams"}},{"kind":"Field","name":{"kind":"Name","value":"usageLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AdminGridImage_ImageFragment, unknown>;
export const AdminImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"image"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminImage_image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extendedDescription"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"perspective"}},{"kind":"Field","name":{"kind":"Name","value":"learningStatus"}},{"kind":"Field","name":{"kind":"Name","value":"journeyStage"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"correctionApproach"}},{"kind":"Field","name":{"kind":"Name","value":"designPhilosophy"}},{"kind":"Field","name":{"kind":"Name","value":"complexityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"licensing"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"searchKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"generationParams"}},{"kind":"Field","name":{"kind":"Name","value":"usageLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AdminImageQuery, AdminImageQueryVariables>;
export const AdminImageChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminImageChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BigInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminImage_image"}},{"kind":"Field","name":{"kind":"Name","value":"logPosition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extendedDescription"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"perspective"}},{"kind":"Field","name":{"kind":"Name","value":"learningStatus"}},{"kind":"Field","name":{"kind":"Name","value":"journeyStage"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"correctionApproach"}},{"kind":"Field","name":{"kind":"Name","value":"designPhilosophy"}},{"kind":"Field","name":{"kind":"Name","value":"complexityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"licensing"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"searchKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"generationParams"}},{"kind":"Field","name":{"kind":"Name","value":"usageLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AdminImageChangedSubscription, AdminImageChangedSubscriptionVariables>;
export const AdminAccountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminAccount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminSession"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"account"}}]}}]}}]} as unknown as DocumentNode<AdminAccountQuery, AdminAccountQueryVariables>;
export const ImagePresenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ImagePresence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tabId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imagePresence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"imageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"tabId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tabId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImagePresence_presence"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImagePresence_presence"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImagePresence"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"editing"}},{"kind":"Field","name":{"kind":"Name","value":"sameAccount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editing"}},{"kind":"Field","name":{"kind":"Name","value":"takenOverBy"}}]}}]} as unknown as DocumentNode<ImagePresenceSubscription, ImagePresenceSubscriptionVariables>;
export const SetImagePresenceDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetImagePresence"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tabId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"editing"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setImagePresence"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"imageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"tabId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tabId"}}},{"kind":"Argument","name":{"kind":"Name","value":"editing"},"value":{"kind":"Variable","name":{"kind":"Name","value":"editing"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImagePresence_presence"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImagePresence_presence"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImagePresence"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"editing"}},{"kind":"Field","name":{"kind":"Name","value":"sameAccount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editing"}},{"kind":"Field","name":{"kind":"Name","value":"takenOverBy"}}]}}]} as unknown as DocumentNode<SetImagePresenceMutation, SetImagePresenceMutationVariables>;
export const TakeOverImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TakeOverImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tabId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"takeOverImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"imageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"imageId"}}},{"kind":"Argument","name":{"kind":"Name","value":"tabId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tabId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImagePresence_presence"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImagePresence_presence"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ImagePresence"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"viewers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"account"}},{"kind":"Field","name":{"kind":"Name","value":"editing"}},{"kind":"Field","name":{"kind":"Name","value":"sameAccount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"editing"}},{"kind":"Field","name":{"kind":"Name","value":"takenOverBy"}}]}}]} as unknown as DocumentNode<TakeOverImageMutation, TakeOverImageMutationVariables>;
export const EditImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ImageEditInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminImage_image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extendedDescription"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"perspective"}},{"kind":"Field","name":{"kind":"Name","value":"learningStatus"}},{"kind":"Field","name":{"kind":"Name","value":"journeyStage"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"correctionApproach"}},{"kind":"Field","name":{"kind":"Name","value":"designPhilosophy"}},{"kind":"Field","name":{"kind":"Name","value":"complexityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"licensing"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"searchKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"generationParams"}},{"kind":"Field","name":{"kind":"Name","value":"usageLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<EditImageMutation, EditImageMutationVariables>;
export const CatalogSessionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CatalogSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creativeSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogSession_session"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogSession_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"journeyStage"}},{"kind":"Field","name":{"kind":"Name","value":"sessionDate"}},{"kind":"Field","name":{"kind":"Name","value":"learningInsights"}},{"kind":"Field","name":{"kind":"Name","value":"nextSteps"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CatalogSessionsQuery, CatalogSessionsQueryVariables>;
export const CreateCreativeSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateCreativeSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeSessionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCreativeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogSession_session"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogSession_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"journeyStage"}},{"kind":"Field","name":{"kind":"Name","value":"sessionDate"}},{"kind":"Field","name":{"kind":"Name","value":"learningInsights"}},{"kind":"Field","name":{"kind":"Name","value":"nextSteps"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CreateCreativeSessionMutation, CreateCreativeSessionMutationVariables>;
export const EditCreativeSessionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditCreativeSession"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeSessionEditInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"editCreativeSession"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CatalogSession_session"}},{"kind":"Field","name":{"kind":"Name","value":"images"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CatalogSession_session"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeSession"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"journeyStage"}},{"kind":"Field","name":{"kind":"Name","value":"sessionDate"}},{"kind":"Field","name":{"kind":"Name","value":"learningInsights"}},{"kind":"Field","name":{"kind":"Name","value":"nextSteps"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<EditCreativeSessionMutation, EditCreativeSessionMutationVariables>;
export const CatalogSessionsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"CatalogSessionsChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"logPosition"}}]}}]}}]} as unknown as DocumentNode<CatalogSessionsChangedSubscription, CatalogSessionsChangedSubscriptionVariables>;
export const AnalyticsDashboardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalyticsDashboard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"visits"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"averageSecondsOnPage"}},{"kind":"Field","name":{"kind":"Name","value":"excluded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"botVisits"}},{"kind":"Field","name":{"kind":"Name","value":"adminVisits"}}]}},{"kind":"Field","name":{"kind":"Name","value":"days"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"visits"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"}}]}},{"kind":"Field","name":{"kind":"Name","value":"topPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"visits"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"entryPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"visits"}},{"kind":"Field","name":{"kind":"Name","value":"sessions"}}]}},{"kind":"Field","name":{"kind":"Name","value":"nextPages"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromPath"}},{"kind":"Field","name":{"kind":"Name","value":"toPath"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"timeOnPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"averageSeconds"}},{"kind":"Field","name":{"kind":"Name","value":"timedVisits"}}]}},{"kind":"Field","name":{"kind":"Name","value":"downloadsByImage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"downloads"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chatQuestions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answered"}},{"kind":"Field","name":{"kind":"Name","value":"unanswered"}}]}}]}}]}}]} as unknown as DocumentNode<AnalyticsDashboardQuery, AnalyticsDashboardQueryVariables>;
export const AnalyticsNextPagesFromDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AnalyticsNextPagesFrom"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fromPath"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"analyticsDashboard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nextPages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"fromPath"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fromPath"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"fromPath"}},{"kind":"Field","name":{"kind":"Name","value":"toPath"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<AnalyticsNextPagesFromQuery, AnalyticsNextPagesFromQueryVariables>;
export const CreativeJourneyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CreativeJourney"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"creativeSessions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"journeyStage"}},{"kind":"Field","name":{"kind":"Name","value":"sessionDate"}},{"kind":"Field","name":{"kind":"Name","value":"learningInsights"}},{"kind":"Field","name":{"kind":"Name","value":"nextSteps"}}]}},{"kind":"Field","name":{"kind":"Name","value":"images"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"500"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageDialog_image"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageCard_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"perspective"}},{"kind":"Field","name":{"kind":"Name","value":"learningStatus"}},{"kind":"Field","name":{"kind":"Name","value":"journeyStage"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"complexityLevel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageDialog_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageCard_image"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"correctionApproach"}},{"kind":"Field","name":{"kind":"Name","value":"designPhilosophy"}}]}}]} as unknown as DocumentNode<CreativeJourneyQuery, CreativeJourneyQueryVariables>;
export const GalleryPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GalleryPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchTerm"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"images"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchTerm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchTerm"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageDialog_image"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageCard_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"perspective"}},{"kind":"Field","name":{"kind":"Name","value":"learningStatus"}},{"kind":"Field","name":{"kind":"Name","value":"journeyStage"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"complexityLevel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageDialog_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageCard_image"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"correctionApproach"}},{"kind":"Field","name":{"kind":"Name","value":"designPhilosophy"}}]}}]} as unknown as DocumentNode<GalleryPageQuery, GalleryPageQueryVariables>;
export const ImageChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ImageChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BigInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageDialog_image"}},{"kind":"Field","name":{"kind":"Name","value":"logPosition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageCard_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"perspective"}},{"kind":"Field","name":{"kind":"Name","value":"learningStatus"}},{"kind":"Field","name":{"kind":"Name","value":"journeyStage"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"complexityLevel"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ImageDialog_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ImageCard_image"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"correctionApproach"}},{"kind":"Field","name":{"kind":"Name","value":"designPhilosophy"}}]}}]} as unknown as DocumentNode<ImageChangedSubscription, ImageChangedSubscriptionVariables>;
export const JourneyCatalogChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"JourneyCatalogChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BigInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"logPosition"}}]}}]}}]} as unknown as DocumentNode<JourneyCatalogChangedSubscription, JourneyCatalogChangedSubscriptionVariables>;
export const CompareParamsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CompareParams"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"second"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"third"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"fourth"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withSecond"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withThird"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"withFourth"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"first"},"name":{"kind":"Name","value":"image"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"generationParams"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"second"},"name":{"kind":"Name","value":"image"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"second"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withSecond"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"generationParams"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"third"},"name":{"kind":"Name","value":"image"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"third"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withThird"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"generationParams"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"fourth"},"name":{"kind":"Name","value":"image"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"fourth"}}}],"directives":[{"kind":"Directive","name":{"kind":"Name","value":"include"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"if"},"value":{"kind":"Variable","name":{"kind":"Name","value":"withFourth"}}}]}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"generationParams"}}]}}]}}]} as unknown as DocumentNode<CompareParamsQuery, CompareParamsQueryVariables>;
export const ExplorerEventsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExplorerEvents"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventType"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"stream"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"DateTime"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BigInt"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BigInt"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newestFirst"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}},{"kind":"Argument","name":{"kind":"Name","value":"stream"},"value":{"kind":"Variable","name":{"kind":"Name","value":"stream"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}},{"kind":"Argument","name":{"kind":"Name","value":"newestFirst"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newestFirst"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Explorer_event"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Explorer_event"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LogEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"globalPosition"}},{"kind":"Field","name":{"kind":"Name","value":"streamId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}}]} as unknown as DocumentNode<ExplorerEventsQuery, ExplorerEventsQueryVariables>;
export const ExplorerEventAppendedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"ExplorerEventAppended"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"types"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"EventType"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BigInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"eventAppended"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"types"},"value":{"kind":"Variable","name":{"kind":"Name","value":"types"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Explorer_event"}},{"kind":"Field","name":{"kind":"Name","value":"globalPosition"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Explorer_event"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LogEvent"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"globalPosition"}},{"kind":"Field","name":{"kind":"Name","value":"streamId"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"data"}},{"kind":"Field","name":{"kind":"Name","value":"metadata"}}]}}]} as unknown as DocumentNode<ExplorerEventAppendedSubscription, ExplorerEventAppendedSubscriptionVariables>;
export const ExplorerImageAsOfDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExplorerImageAsOf"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"at"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageAsOf"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"at"},"value":{"kind":"Variable","name":{"kind":"Name","value":"at"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"asOfPosition"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extendedDescription"}},{"kind":"Field","name":{"kind":"Name","value":"learningStatus"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"licensing"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"searchKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"image"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extendedDescription"}},{"kind":"Field","name":{"kind":"Name","value":"learningStatus"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"licensing"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"searchKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]}}]} as unknown as DocumentNode<ExplorerImageAsOfQuery, ExplorerImageAsOfQueryVariables>;
export const ExplorerRebuildStatusDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExplorerRebuildStatus"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"readModelRebuild"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Explorer_rebuild"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Explorer_rebuild"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReadModelRebuild"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"digest"}},{"kind":"Field","name":{"kind":"Name","value":"swapMilliseconds"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<ExplorerRebuildStatusQuery, ExplorerRebuildStatusQueryVariables>;
export const ExplorerRebuildDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ExplorerRebuild"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rebuildReadModels"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"Explorer_rebuild"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"Explorer_rebuild"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReadModelRebuild"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"phase"}},{"kind":"Field","name":{"kind":"Name","value":"events"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"digest"}},{"kind":"Field","name":{"kind":"Name","value":"swapMilliseconds"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<ExplorerRebuildMutation, ExplorerRebuildMutationVariables>;
export const AdminGridImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGridImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchTerm"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"learningStatus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LearningStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perspective"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Perspective"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"archived"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ArchivedFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"sort"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ImageSort"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"images"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchTerm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchTerm"}}},{"kind":"Argument","name":{"kind":"Name","value":"learningStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"learningStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"perspective"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perspective"}}},{"kind":"Argument","name":{"kind":"Name","value":"archived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archived"}}},{"kind":"Argument","name":{"kind":"Name","value":"sort"},"value":{"kind":"Variable","name":{"kind":"Name","value":"sort"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGridImage_image"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extendedDescription"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"perspective"}},{"kind":"Field","name":{"kind":"Name","value":"learningStatus"}},{"kind":"Field","name":{"kind":"Name","value":"journeyStage"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"correctionApproach"}},{"kind":"Field","name":{"kind":"Name","value":"designPhilosophy"}},{"kind":"Field","name":{"kind":"Name","value":"complexityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"licensing"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"searchKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"generationParams"}},{"kind":"Field","name":{"kind":"Name","value":"usageLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGridImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminImage_image"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]} as unknown as DocumentNode<AdminGridImagesQuery, AdminGridImagesQueryVariables>;
export const AdminGridMatchingIdsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGridMatchingIds"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchTerm"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"learningStatus"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"LearningStatus"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perspective"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Perspective"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"archived"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ArchivedFilter"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"offset"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"images"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchTerm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchTerm"}}},{"kind":"Argument","name":{"kind":"Name","value":"learningStatus"},"value":{"kind":"Variable","name":{"kind":"Name","value":"learningStatus"}}},{"kind":"Argument","name":{"kind":"Name","value":"perspective"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perspective"}}},{"kind":"Argument","name":{"kind":"Name","value":"archived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archived"}}},{"kind":"Argument","name":{"kind":"Name","value":"offset"},"value":{"kind":"Variable","name":{"kind":"Name","value":"offset"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}}]} as unknown as DocumentNode<AdminGridMatchingIdsQuery, AdminGridMatchingIdsQueryVariables>;
export const AdminGridStatusCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminGridStatusCounts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchTerm"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"perspective"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Perspective"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"archived"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ArchivedFilter"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"all"},"name":{"kind":"Name","value":"images"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchTerm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchTerm"}}},{"kind":"Argument","name":{"kind":"Name","value":"perspective"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perspective"}}},{"kind":"Argument","name":{"kind":"Name","value":"archived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archived"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"final_version"},"name":{"kind":"Name","value":"images"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchTerm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchTerm"}}},{"kind":"Argument","name":{"kind":"Name","value":"perspective"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perspective"}}},{"kind":"Argument","name":{"kind":"Name","value":"archived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archived"}}},{"kind":"Argument","name":{"kind":"Name","value":"learningStatus"},"value":{"kind":"EnumValue","value":"final_version"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"learning_attempt"},"name":{"kind":"Name","value":"images"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchTerm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchTerm"}}},{"kind":"Argument","name":{"kind":"Name","value":"perspective"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perspective"}}},{"kind":"Argument","name":{"kind":"Name","value":"archived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archived"}}},{"kind":"Argument","name":{"kind":"Name","value":"learningStatus"},"value":{"kind":"EnumValue","value":"learning_attempt"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"happy_accident"},"name":{"kind":"Name","value":"images"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"searchTerm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchTerm"}}},{"kind":"Argument","name":{"kind":"Name","value":"perspective"},"value":{"kind":"Variable","name":{"kind":"Name","value":"perspective"}}},{"kind":"Argument","name":{"kind":"Name","value":"archived"},"value":{"kind":"Variable","name":{"kind":"Name","value":"archived"}}},{"kind":"Argument","name":{"kind":"Name","value":"learningStatus"},"value":{"kind":"EnumValue","value":"happy_accident"}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<AdminGridStatusCountsQuery, AdminGridStatusCountsQueryVariables>;
export const AdminImageCountsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminImageCounts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"active"},"name":{"kind":"Name","value":"imageCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"archived"},"value":{"kind":"EnumValue","value":"ACTIVE"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"archived"},"name":{"kind":"Name","value":"imageCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"archived"},"value":{"kind":"EnumValue","value":"ARCHIVED"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"all"},"name":{"kind":"Name","value":"imageCounts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"archived"},"value":{"kind":"EnumValue","value":"ALL"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}}]}}]}}]} as unknown as DocumentNode<AdminImageCountsQuery, AdminImageCountsQueryVariables>;
export const AdminArchiveImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminArchiveImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGridImage_image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extendedDescription"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"perspective"}},{"kind":"Field","name":{"kind":"Name","value":"learningStatus"}},{"kind":"Field","name":{"kind":"Name","value":"journeyStage"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"correctionApproach"}},{"kind":"Field","name":{"kind":"Name","value":"designPhilosophy"}},{"kind":"Field","name":{"kind":"Name","value":"complexityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"licensing"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"searchKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"generationParams"}},{"kind":"Field","name":{"kind":"Name","value":"usageLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGridImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminImage_image"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]} as unknown as DocumentNode<AdminArchiveImageMutation, AdminArchiveImageMutationVariables>;
export const AdminRestoreImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRestoreImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGridImage_image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extendedDescription"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"perspective"}},{"kind":"Field","name":{"kind":"Name","value":"learningStatus"}},{"kind":"Field","name":{"kind":"Name","value":"journeyStage"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"correctionApproach"}},{"kind":"Field","name":{"kind":"Name","value":"designPhilosophy"}},{"kind":"Field","name":{"kind":"Name","value":"complexityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"licensing"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"searchKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"generationParams"}},{"kind":"Field","name":{"kind":"Name","value":"usageLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGridImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminImage_image"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]} as unknown as DocumentNode<AdminRestoreImageMutation, AdminRestoreImageMutationVariables>;
export const AdminArchiveImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminArchiveImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"archiveImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGridImage_image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extendedDescription"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"perspective"}},{"kind":"Field","name":{"kind":"Name","value":"learningStatus"}},{"kind":"Field","name":{"kind":"Name","value":"journeyStage"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"correctionApproach"}},{"kind":"Field","name":{"kind":"Name","value":"designPhilosophy"}},{"kind":"Field","name":{"kind":"Name","value":"complexityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"licensing"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"searchKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"generationParams"}},{"kind":"Field","name":{"kind":"Name","value":"usageLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGridImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminImage_image"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]} as unknown as DocumentNode<AdminArchiveImagesMutation, AdminArchiveImagesMutationVariables>;
export const AdminRestoreImagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRestoreImages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreImages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminGridImage_image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extendedDescription"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"perspective"}},{"kind":"Field","name":{"kind":"Name","value":"learningStatus"}},{"kind":"Field","name":{"kind":"Name","value":"journeyStage"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"correctionApproach"}},{"kind":"Field","name":{"kind":"Name","value":"designPhilosophy"}},{"kind":"Field","name":{"kind":"Name","value":"complexityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"licensing"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"searchKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"generationParams"}},{"kind":"Field","name":{"kind":"Name","value":"usageLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminGridImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminImage_image"}},{"kind":"Field","name":{"kind":"Name","value":"archivedAt"}}]}}]} as unknown as DocumentNode<AdminRestoreImagesMutation, AdminRestoreImagesMutationVariables>;
export const AdminUsageStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsageStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usageStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalImages"}},{"kind":"Field","name":{"kind":"Name","value":"imagesInUse"}},{"kind":"Field","name":{"kind":"Name","value":"unusedImages"}},{"kind":"Field","name":{"kind":"Name","value":"usageByPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUsageStatsQuery, AdminUsageStatsQueryVariables>;
export const AdminScanUsageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminScanUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"scanUsage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"success"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalImages"}},{"kind":"Field","name":{"kind":"Name","value":"imagesInUse"}},{"kind":"Field","name":{"kind":"Name","value":"unusedImages"}},{"kind":"Field","name":{"kind":"Name","value":"usageByPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]}}]} as unknown as DocumentNode<AdminScanUsageMutation, AdminScanUsageMutationVariables>;
export const AdminSetRejectionReasonDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminSetRejectionReason"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"ids"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rejectionReason"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setRejectionReason"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"ids"},"value":{"kind":"Variable","name":{"kind":"Name","value":"ids"}}},{"kind":"Argument","name":{"kind":"Name","value":"rejectionReason"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rejectionReason"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminImage_image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extendedDescription"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"perspective"}},{"kind":"Field","name":{"kind":"Name","value":"learningStatus"}},{"kind":"Field","name":{"kind":"Name","value":"journeyStage"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"correctionApproach"}},{"kind":"Field","name":{"kind":"Name","value":"designPhilosophy"}},{"kind":"Field","name":{"kind":"Name","value":"complexityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"licensing"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"searchKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"generationParams"}},{"kind":"Field","name":{"kind":"Name","value":"usageLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AdminSetRejectionReasonMutation, AdminSetRejectionReasonMutationVariables>;
export const AdminCatalogChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminCatalogChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BigInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"imageId"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"logPosition"}}]}}]}}]} as unknown as DocumentNode<AdminCatalogChangedSubscription, AdminCatalogChangedSubscriptionVariables>;
export const AdminUsageStatsChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminUsageStatsChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BigInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"usageStatsChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"logPosition"}},{"kind":"Field","name":{"kind":"Name","value":"totalImages"}},{"kind":"Field","name":{"kind":"Name","value":"imagesInUse"}},{"kind":"Field","name":{"kind":"Name","value":"unusedImages"}},{"kind":"Field","name":{"kind":"Name","value":"usageByPage"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<AdminUsageStatsChangedSubscription, AdminUsageStatsChangedSubscriptionVariables>;
export const DemoSamplesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DemoSamples"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staticGallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"perspective"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimalism"}},{"kind":"Field","name":{"kind":"Name","value":"colorPalette"}},{"kind":"Field","name":{"kind":"Name","value":"aspectRatio"}}]}}]}}]}}]} as unknown as DocumentNode<DemoSamplesQuery, DemoSamplesQueryVariables>;
export const AdminImageHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminImageHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"before"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"BigInt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"imageHistory"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"before"},"value":{"kind":"Variable","name":{"kind":"Name","value":"before"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"actor"}},{"kind":"Field","name":{"kind":"Name","value":"time"}},{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"from"}},{"kind":"Field","name":{"kind":"Name","value":"to"}},{"kind":"Field","name":{"kind":"Name","value":"undoes"}}]}}]}}]} as unknown as DocumentNode<AdminImageHistoryQuery, AdminImageHistoryQueryVariables>;
export const AdminUndoImageEditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUndoImageEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"eventPosition"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BigInt"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"undoImageEdit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"eventPosition"},"value":{"kind":"Variable","name":{"kind":"Name","value":"eventPosition"}}},{"kind":"Argument","name":{"kind":"Name","value":"expectedVersion"},"value":{"kind":"Variable","name":{"kind":"Name","value":"expectedVersion"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminImage_image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extendedDescription"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"perspective"}},{"kind":"Field","name":{"kind":"Name","value":"learningStatus"}},{"kind":"Field","name":{"kind":"Name","value":"journeyStage"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"correctionApproach"}},{"kind":"Field","name":{"kind":"Name","value":"designPhilosophy"}},{"kind":"Field","name":{"kind":"Name","value":"complexityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"licensing"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"searchKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"generationParams"}},{"kind":"Field","name":{"kind":"Name","value":"usageLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<AdminUndoImageEditMutation, AdminUndoImageEditMutationVariables>;
export const AdminDownloadImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDownloadImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"downloadImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}}]}}]}}]} as unknown as DocumentNode<AdminDownloadImageMutation, AdminDownloadImageMutationVariables>;
export const StaticGalleryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"StaticGallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"staticGallery"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"timestamp"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"perspective"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"parameters"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"minimalism"}},{"kind":"Field","name":{"kind":"Name","value":"colorPalette"}},{"kind":"Field","name":{"kind":"Name","value":"aspectRatio"}}]}}]}}]}}]} as unknown as DocumentNode<StaticGalleryQuery, StaticGalleryQueryVariables>;
export const CatalogImageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CatalogImage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CatalogImageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"catalogImage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminImage_image"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminImage_image"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CreativeImage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"extendedDescription"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"filePath"}},{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"perspective"}},{"kind":"Field","name":{"kind":"Name","value":"learningStatus"}},{"kind":"Field","name":{"kind":"Name","value":"journeyStage"}},{"kind":"Field","name":{"kind":"Name","value":"sessionId"}},{"kind":"Field","name":{"kind":"Name","value":"rejectionReason"}},{"kind":"Field","name":{"kind":"Name","value":"correctionApproach"}},{"kind":"Field","name":{"kind":"Name","value":"designPhilosophy"}},{"kind":"Field","name":{"kind":"Name","value":"complexityLevel"}},{"kind":"Field","name":{"kind":"Name","value":"downloadCount"}},{"kind":"Field","name":{"kind":"Name","value":"licensing"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"searchKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"generationParams"}},{"kind":"Field","name":{"kind":"Name","value":"usageLocations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"}},{"kind":"Field","name":{"kind":"Name","value":"section"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"version"}}]}}]} as unknown as DocumentNode<CatalogImageMutation, CatalogImageMutationVariables>;