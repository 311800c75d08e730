/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  query AdminImage($id: ID!) {\n    image(id: $id) {\n      ...AdminImage_image\n    }\n  }\n": typeof types.AdminImageDocument,
    "\n  subscription AdminImageChanged($id: ID, $after: BigInt) {\n    imageChanged(id: $id, after: $after) {\n      ...AdminImage_image\n      logPosition\n    }\n  }\n": typeof types.AdminImageChangedDocument,
    "\n  query AdminAccount {\n    adminSession {\n      account\n    }\n  }\n": typeof types.AdminAccountDocument,
    "\n  fragment AdminImage_image on CreativeImage {\n    id\n    title\n    description\n    extendedDescription\n    filename\n    file {\n      ...CatalogPicture_file\n      url\n      format\n      bytes\n    }\n    prompt\n    perspective\n    learningStatus\n    journeyStage\n    sessionId\n    rejectionReason\n    correctionApproach\n    designPhilosophy\n    complexityLevel\n    downloadCount\n    licensing\n    tags\n    searchKeywords\n    generationParams\n    usageLocations {\n      page\n      section\n      url\n    }\n    version\n  }\n": typeof types.AdminImage_ImageFragmentDoc,
    "\n  fragment ImagePresence_presence on ImagePresence {\n    viewers {\n      id\n      account\n      editing\n      sameAccount\n    }\n    editing\n    takenOverBy\n  }\n": typeof types.ImagePresence_PresenceFragmentDoc,
    "\n  subscription ImagePresence($imageId: ID!, $tabId: String!) {\n    imagePresence(imageId: $imageId, tabId: $tabId) {\n      ...ImagePresence_presence\n    }\n  }\n": typeof types.ImagePresenceDocument,
    "\n  mutation SetImagePresence($imageId: ID!, $tabId: String!, $editing: Boolean!) {\n    setImagePresence(imageId: $imageId, tabId: $tabId, editing: $editing) {\n      ...ImagePresence_presence\n    }\n  }\n": typeof types.SetImagePresenceDocument,
    "\n  mutation TakeOverImage($imageId: ID!, $tabId: String!) {\n    takeOverImage(imageId: $imageId, tabId: $tabId) {\n      ...ImagePresence_presence\n    }\n  }\n": typeof types.TakeOverImageDocument,
    "\n  mutation EditImage($id: ID!, $input: ImageEditInput!, $expectedVersion: Int) {\n    editImage(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...AdminImage_image\n    }\n  }\n": typeof types.EditImageDocument,
    "\n  fragment CatalogSession_session on CreativeSession {\n    id\n    title\n    description\n    journeyStage\n    sessionDate\n    learningInsights\n    nextSteps\n    version\n  }\n": typeof types.CatalogSession_SessionFragmentDoc,
    "\n  query CatalogSessions {\n    sessionsPosition: logPosition\n    creativeSessions {\n      ...CatalogSession_session\n      images {\n        id\n      }\n    }\n  }\n": typeof types.CatalogSessionsDocument,
    "\n  mutation CreateCreativeSession($input: CreativeSessionInput!) {\n    createCreativeSession(input: $input) {\n      ...CatalogSession_session\n      images {\n        id\n      }\n    }\n  }\n": typeof types.CreateCreativeSessionDocument,
    "\n  mutation EditCreativeSession($id: ID!, $input: CreativeSessionEditInput!, $expectedVersion: Int) {\n    editCreativeSession(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...CatalogSession_session\n      images {\n        id\n      }\n    }\n  }\n": typeof types.EditCreativeSessionDocument,
    "\n  subscription CatalogSessionsChanged($after: BigInt) {\n    catalogChanged(after: $after) {\n      kind\n      sessionId\n      logPosition\n    }\n  }\n": typeof types.CatalogSessionsChangedDocument,
    "\n  fragment ImageCard_image on CreativeImage {\n    id\n    title\n    description\n    filename\n    file {\n      ...CatalogPicture_file\n      url\n    }\n    perspective\n    learningStatus\n    journeyStage\n    sessionId\n    downloadCount\n    complexityLevel\n  }\n": typeof types.ImageCard_ImageFragmentDoc,
    "\n  fragment ImageDialog_image on CreativeImage {\n    ...ImageCard_image\n    prompt\n    rejectionReason\n    correctionApproach\n    designPhilosophy\n  }\n": typeof types.ImageDialog_ImageFragmentDoc,
    "\n  fragment CatalogPicture_file on ImageFile {\n    hash\n    width\n    height\n    sources {\n      type\n      srcset\n    }\n    srcset\n    src\n    placeholder\n    dominantColor\n  }\n": typeof types.CatalogPicture_FileFragmentDoc,
    "\n  query AnalyticsDashboard($from: String!, $to: String!) {\n    analyticsDashboard(from: $from, to: $to) {\n      from\n      to\n      visits\n      sessions\n      averageSecondsOnPage\n      excluded {\n        botVisits\n        adminVisits\n      }\n      days {\n        day\n        visits\n        sessions\n        downloads\n      }\n      topPages {\n        path\n        visits\n        sessions\n      }\n      entryPages {\n        path\n        visits\n        sessions\n      }\n      nextPages {\n        fromPath\n        toPath\n        count\n      }\n      timeOnPage {\n        path\n        averageSeconds\n        timedVisits\n      }\n      downloadsByImage {\n        imageId\n        title\n        downloads\n      }\n      chatQuestions {\n        answered\n        unanswered\n      }\n    }\n  }\n": typeof types.AnalyticsDashboardDocument,
    "\n  query AnalyticsNextPagesFrom($from: String!, $to: String!, $fromPath: String!) {\n    analyticsDashboard(from: $from, to: $to) {\n      nextPages(fromPath: $fromPath) {\n        fromPath\n        toPath\n        count\n      }\n    }\n  }\n": typeof types.AnalyticsNextPagesFromDocument,
    "\n  query CreativeJourney {\n    journeyPosition: logPosition\n    creativeSessions {\n      id\n      title\n      description\n      journeyStage\n      sessionDate\n      learningInsights\n      nextSteps\n    }\n    images(limit: 500) {\n      total\n      items {\n        ...ImageDialog_image\n      }\n    }\n  }\n": typeof types.CreativeJourneyDocument,
    "\n  query CreativeJourneyPosition {\n    journeyPosition: logPosition\n  }\n": typeof types.CreativeJourneyPositionDocument,
    "\n  query GalleryPage($searchTerm: String, $sort: ImageSort, $offset: Int!, $limit: Int!) {\n    images(searchTerm: $searchTerm, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...ImageDialog_image\n      }\n    }\n  }\n": typeof types.GalleryPageDocument,
    "\n  subscription ImageChanged($after: BigInt) {\n    imageChanged(after: $after) {\n      ...ImageDialog_image\n      logPosition\n    }\n  }\n": typeof types.ImageChangedDocument,
    "\n  subscription JourneyCatalogChanged($after: BigInt) {\n    catalogChanged(after: $after) {\n      kind\n      imageId\n      logPosition\n    }\n  }\n": typeof types.JourneyCatalogChangedDocument,
    "\n  query CompareParams($first: ID!, $second: ID!, $third: ID!, $fourth: ID!, $withSecond: Boolean!, $withThird: Boolean!, $withFourth: Boolean!) {\n    first: image(id: $first) {\n      id\n      generationParams\n    }\n    second: image(id: $second) @include(if: $withSecond) {\n      id\n      generationParams\n    }\n    third: image(id: $third) @include(if: $withThird) {\n      id\n      generationParams\n    }\n    fourth: image(id: $fourth) @include(if: $withFourth) {\n      id\n      generationParams\n    }\n  }\n": typeof types.CompareParamsDocument,
    "\n  fragment Explorer_event on LogEvent {\n    globalPosition\n    streamId\n    type\n    data\n    metadata\n  }\n": typeof types.Explorer_EventFragmentDoc,
    "\n  query ExplorerEvents($types: [EventType!], $stream: String, $from: DateTime, $to: DateTime, $after: BigInt, $before: BigInt, $limit: Int, $newestFirst: Boolean) {\n    eventsPosition: logPosition\n    eventLog(types: $types, stream: $stream, from: $from, to: $to, after: $after, before: $before, limit: $limit, newestFirst: $newestFirst) {\n      ...Explorer_event\n    }\n  }\n": typeof types.ExplorerEventsDocument,
    "\n  subscription ExplorerEventAppended($types: [EventType!], $after: BigInt) {\n    eventAppended(types: $types, after: $after) {\n      ...Explorer_event\n      globalPosition\n    }\n  }\n": typeof types.ExplorerEventAppendedDocument,
    "\n  query ExplorerImageAsOf($id: ID!, $at: String!) {\n    imageAsOf(id: $id, at: $at) {\n      asOfPosition\n      image {\n        imageId\n        title\n        description\n        extendedDescription\n        learningStatus\n        rejectionReason\n        licensing\n        tags\n        searchKeywords\n        downloadCount\n        version\n      }\n    }\n    image(id: $id) {\n      id\n      title\n      description\n      extendedDescription\n      learningStatus\n      rejectionReason\n      licensing\n      tags\n      searchKeywords\n      downloadCount\n      version\n    }\n  }\n": typeof types.ExplorerImageAsOfDocument,
    "\n  fragment Explorer_rebuild on ReadModelRebuild {\n    state\n    phase\n    events\n    total\n    finishedAt\n    digest\n    swapMilliseconds\n    error\n  }\n": typeof types.Explorer_RebuildFragmentDoc,
    "\n  query ExplorerRebuildStatus {\n    readModelRebuild {\n      ...Explorer_rebuild\n    }\n  }\n": typeof types.ExplorerRebuildStatusDocument,
    "\n  mutation ExplorerRebuild {\n    rebuildReadModels {\n      ...Explorer_rebuild\n    }\n  }\n": typeof types.ExplorerRebuildDocument,
    "\n  fragment AdminGridImage_image on CreativeImage {\n    ...AdminImage_image\n    archivedAt\n  }\n": typeof types.AdminGridImage_ImageFragmentDoc,
    "\n  query AdminGridImages(\n    $searchTerm: String\n    $learningStatus: LearningStatus\n    $perspective: Perspective\n    $archived: ArchivedFilter\n    $sort: ImageSort\n    $offset: Int\n    $limit: Int\n  ) {\n    gridPosition: logPosition\n    images(\n      searchTerm: $searchTerm\n      learningStatus: $learningStatus\n      perspective: $perspective\n      archived: $archived\n      sort: $sort\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      items {\n        ...AdminGridImage_image\n      }\n    }\n  }\n": typeof types.AdminGridImagesDocument,
    "\n  query AdminGridMatchingIds($searchTerm: String, $learningStatus: LearningStatus, $perspective: Perspective, $archived: ArchivedFilter, $offset: Int, $limit: Int) {\n    images(searchTerm: $searchTerm, learningStatus: $learningStatus, perspective: $perspective, archived: $archived, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n      }\n    }\n  }\n": typeof types.AdminGridMatchingIdsDocument,
    "\n  query AdminGridStatusCounts($searchTerm: String, $perspective: Perspective, $archived: ArchivedFilter) {\n    all: images(searchTerm: $searchTerm, perspective: $perspective, archived: $archived, limit: 1) { total }\n    final_version: images(searchTerm: $searchTerm, perspective: $perspective, archived: $archived, learningStatus: final_version, limit: 1) { total }\n    learning_attempt: images(searchTerm: $searchTerm, perspective: $perspective, archived: $archived, learningStatus: learning_attempt, limit: 1) { total }\n    happy_accident: images(searchTerm: $searchTerm, perspective: $perspective, archived: $archived, learningStatus: happy_accident, limit: 1) { total }\n  }\n": typeof types.AdminGridStatusCountsDocument,
    "\n  query AdminImageCounts {\n    countsPosition: logPosition\n    active: imageCounts(archived: ACTIVE) {\n      total\n    }\n    archived: imageCounts(archived: ARCHIVED) {\n      total\n    }\n    all: imageCounts(archived: ALL) {\n      total\n    }\n  }\n": typeof types.AdminImageCountsDocument,
    "\n  mutation AdminArchiveImage($id: ID!) {\n    archiveImage(id: $id) {\n      ...AdminGridImage_image\n    }\n  }\n": typeof types.AdminArchiveImageDocument,
    "\n  mutation AdminRestoreImage($id: ID!) {\n    restoreImage(id: $id) {\n      ...AdminGridImage_image\n    }\n  }\n": typeof types.AdminRestoreImageDocument,
    "\n  mutation AdminArchiveImages($ids: [ID!]!) {\n    archiveImages(ids: $ids) {\n      ...AdminGridImage_image\n    }\n  }\n": typeof types.AdminArchiveImagesDocument,
    "\n  mutation AdminRestoreImages($ids: [ID!]!) {\n    restoreImages(ids: $ids) {\n      ...AdminGridImage_image\n    }\n  }\n": typeof types.AdminRestoreImagesDocument,
    "\n  query AdminUsageStats {\n    usageStats {\n      totalImages\n      imagesInUse\n      unusedImages\n      usageByPage {\n        page\n        count\n      }\n    }\n  }\n": typeof types.AdminUsageStatsDocument,
    "\n  mutation AdminScanUsage {\n    scanUsage {\n      success\n      stats {\n        totalImages\n        imagesInUse\n        unusedImages\n        usageByPage {\n          page\n          count\n        }\n      }\n    }\n  }\n": typeof types.AdminScanUsageDocument,
    "\n  mutation AdminSetRejectionReason($ids: [ID!]!, $rejectionReason: String!) {\n    setRejectionReason(ids: $ids, rejectionReason: $rejectionReason) {\n      ...AdminImage_image\n    }\n  }\n": typeof types.AdminSetRejectionReasonDocument,
    "\n  subscription AdminCatalogChanged($after: BigInt) {\n    catalogChanged(after: $after) {\n      kind\n      imageId\n      sessionId\n      logPosition\n    }\n  }\n": typeof types.AdminCatalogChangedDocument,
    "\n  subscription AdminUsageStatsChanged($after: BigInt) {\n    usageStatsChanged(after: $after) {\n      logPosition\n      totalImages\n      imagesInUse\n      unusedImages\n      usageByPage {\n        page\n        count\n      }\n    }\n  }\n": typeof types.AdminUsageStatsChangedDocument,
    "\n  query DemoSamples {\n    staticGallery {\n      url\n      prompt\n      perspective\n      parameters {\n        minimalism\n        colorPalette\n        aspectRatio\n      }\n    }\n  }\n": typeof types.DemoSamplesDocument,
    "\n  query ImageDetail($id: ID!) {\n    imagePosition: logPosition\n    image(id: $id) {\n      ...AdminImage_image\n    }\n  }\n": typeof types.ImageDetailDocument,
    "\n  query AdminImageHistory($id: ID!, $before: BigInt) {\n    imageHistory(id: $id, before: $before) {\n      position\n      actor\n      time\n      field\n      from\n      to\n      fromFile {\n        ...CatalogPicture_file\n        url\n        format\n        bytes\n      }\n      toFile {\n        ...CatalogPicture_file\n        url\n        format\n        bytes\n      }\n      undoes\n    }\n  }\n": typeof types.AdminImageHistoryDocument,
    "\n  mutation AdminUndoImageEdit($eventPosition: BigInt!, $expectedVersion: Int) {\n    undoImageEdit(eventPosition: $eventPosition, expectedVersion: $expectedVersion) {\n      ...AdminImage_image\n    }\n  }\n": typeof types.AdminUndoImageEditDocument,
    "\n  mutation AdminDownloadImage($id: ID!) {\n    downloadImage(id: $id) {\n      id\n      downloadCount\n    }\n  }\n": typeof types.AdminDownloadImageDocument,
    "\n  mutation AdminReplaceImageFile($id: ID!, $file: Upload!, $expectedVersion: Int) {\n    replaceImageFile(id: $id, file: $file, expectedVersion: $expectedVersion) {\n      ...AdminImage_image\n    }\n  }\n": typeof types.AdminReplaceImageFileDocument,
    "\n  query StaticGallery {\n    staticGallery {\n      filename\n      url\n      timestamp\n      prompt\n      perspective\n      description\n      parameters {\n        minimalism\n        colorPalette\n        aspectRatio\n      }\n    }\n  }\n": typeof types.StaticGalleryDocument,
    "\n  mutation CatalogImage($input: CatalogImageInput!) {\n    catalogImage(input: $input) {\n      ...AdminImage_image\n    }\n  }\n": typeof types.CatalogImageDocument,
    "\n  mutation UploadImage($file: Upload!, $input: UploadedImageInput!) {\n    uploadImage(file: $file, input: $input) {\n      ...AdminImage_image\n    }\n  }\n": typeof types.UploadImageDocument,
};
const documents: Documents = {
    "\n  query AdminImage($id: ID!) {\n    image(id: $id) {\n      ...AdminImage_image\n    }\n  }\n": types.AdminImageDocument,
    "\n  subscription AdminImageChanged($id: ID, $after: BigInt) {\n    imageChanged(id: $id, after: $after) {\n      ...AdminImage_image\n      logPosition\n    }\n  }\n": types.AdminImageChangedDocument,
    "\n  query AdminAccount {\n    adminSession {\n      account\n    }\n  }\n": types.AdminAccountDocument,
    "\n  fragment AdminImage_image on CreativeImage {\n    id\n    title\n    description\n    extendedDescription\n    filename\n    file {\n      ...CatalogPicture_file\n      url\n      format\n      bytes\n    }\n    prompt\n    perspective\n    learningStatus\n    journeyStage\n    sessionId\n    rejectionReason\n    correctionApproach\n    designPhilosophy\n    complexityLevel\n    downloadCount\n    licensing\n    tags\n    searchKeywords\n    generationParams\n    usageLocations {\n      page\n      section\n      url\n    }\n    version\n  }\n": types.AdminImage_ImageFragmentDoc,
    "\n  fragment ImagePresence_presence on ImagePresence {\n    viewers {\n      id\n      account\n      editing\n      sameAccount\n    }\n    editing\n    takenOverBy\n  }\n": types.ImagePresence_PresenceFragmentDoc,
    "\n  subscription ImagePresence($imageId: ID!, $tabId: String!) {\n    imagePresence(imageId: $imageId, tabId: $tabId) {\n      ...ImagePresence_presence\n    }\n  }\n": types.ImagePresenceDocument,
    "\n  mutation SetImagePresence($imageId: ID!, $tabId: String!, $editing: Boolean!) {\n    setImagePresence(imageId: $imageId, tabId: $tabId, editing: $editing) {\n      ...ImagePresence_presence\n    }\n  }\n": types.SetImagePresenceDocument,
    "\n  mutation TakeOverImage($imageId: ID!, $tabId: String!) {\n    takeOverImage(imageId: $imageId, tabId: $tabId) {\n      ...ImagePresence_presence\n    }\n  }\n": types.TakeOverImageDocument,
    "\n  mutation EditImage($id: ID!, $input: ImageEditInput!, $expectedVersion: Int) {\n    editImage(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...AdminImage_image\n    }\n  }\n": types.EditImageDocument,
    "\n  fragment CatalogSession_session on CreativeSession {\n    id\n    title\n    description\n    journeyStage\n    sessionDate\n    learningInsights\n    nextSteps\n    version\n  }\n": types.CatalogSession_SessionFragmentDoc,
    "\n  query CatalogSessions {\n    sessionsPosition: logPosition\n    creativeSessions {\n      ...CatalogSession_session\n      images {\n        id\n      }\n    }\n  }\n": types.CatalogSessionsDocument,
    "\n  mutation CreateCreativeSession($input: CreativeSessionInput!) {\n    createCreativeSession(input: $input) {\n      ...CatalogSession_session\n      images {\n        id\n      }\n    }\n  }\n": types.CreateCreativeSessionDocument,
    "\n  mutation EditCreativeSession($id: ID!, $input: CreativeSessionEditInput!, $expectedVersion: Int) {\n    editCreativeSession(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...CatalogSession_session\n      images {\n        id\n      }\n    }\n  }\n": types.EditCreativeSessionDocument,
    "\n  subscription CatalogSessionsChanged($after: BigInt) {\n    catalogChanged(after: $after) {\n      kind\n      sessionId\n      logPosition\n    }\n  }\n": types.CatalogSessionsChangedDocument,
    "\n  fragment ImageCard_image on CreativeImage {\n    id\n    title\n    description\n    filename\n    file {\n      ...CatalogPicture_file\n      url\n    }\n    perspective\n    learningStatus\n    journeyStage\n    sessionId\n    downloadCount\n    complexityLevel\n  }\n": types.ImageCard_ImageFragmentDoc,
    "\n  fragment ImageDialog_image on CreativeImage {\n    ...ImageCard_image\n    prompt\n    rejectionReason\n    correctionApproach\n    designPhilosophy\n  }\n": types.ImageDialog_ImageFragmentDoc,
    "\n  fragment CatalogPicture_file on ImageFile {\n    hash\n    width\n    height\n    sources {\n      type\n      srcset\n    }\n    srcset\n    src\n    placeholder\n    dominantColor\n  }\n": types.CatalogPicture_FileFragmentDoc,
    "\n  query AnalyticsDashboard($from: String!, $to: String!) {\n    analyticsDashboard(from: $from, to: $to) {\n      from\n      to\n      visits\n      sessions\n      averageSecondsOnPage\n      excluded {\n        botVisits\n        adminVisits\n      }\n      days {\n        day\n        visits\n        sessions\n        downloads\n      }\n      topPages {\n        path\n        visits\n        sessions\n      }\n      entryPages {\n        path\n        visits\n        sessions\n      }\n      nextPages {\n        fromPath\n        toPath\n        count\n      }\n      timeOnPage {\n        path\n        averageSeconds\n        timedVisits\n      }\n      downloadsByImage {\n        imageId\n        title\n        downloads\n      }\n      chatQuestions {\n        answered\n        unanswered\n      }\n    }\n  }\n": types.AnalyticsDashboardDocument,
    "\n  query AnalyticsNextPagesFrom($from: String!, $to: String!, $fromPath: String!) {\n    analyticsDashboard(from: $from, to: $to) {\n      nextPages(fromPath: $fromPath) {\n        fromPath\n        toPath\n        count\n      }\n    }\n  }\n": types.AnalyticsNextPagesFromDocument,
    "\n  query CreativeJourney {\n    journeyPosition: logPosition\n    creativeSessions {\n      id\n      title\n      description\n      journeyStage\n      sessionDate\n      learningInsights\n      nextSteps\n    }\n    images(limit: 500) {\n      total\n      items {\n        ...ImageDialog_image\n      }\n    }\n  }\n": types.CreativeJourneyDocument,
    "\n  query CreativeJourneyPosition {\n    journeyPosition: logPosition\n  }\n": types.CreativeJourneyPositionDocument,
    "\n  query GalleryPage($searchTerm: String, $sort: ImageSort, $offset: Int!, $limit: Int!) {\n    images(searchTerm: $searchTerm, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...ImageDialog_image\n      }\n    }\n  }\n": types.GalleryPageDocument,
    "\n  subscription ImageChanged($after: BigInt) {\n    imageChanged(after: $after) {\n      ...ImageDialog_image\n      logPosition\n    }\n  }\n": types.ImageChangedDocument,
    "\n  subscription JourneyCatalogChanged($after: BigInt) {\n    catalogChanged(after: $after) {\n      kind\n      imageId\n      logPosition\n    }\n  }\n": types.JourneyCatalogChangedDocument,
    "\n  query CompareParams($first: ID!, $second: ID!, $third: ID!, $fourth: ID!, $withSecond: Boolean!, $withThird: Boolean!, $withFourth: Boolean!) {\n    first: image(id: $first) {\n      id\n      generationParams\n    }\n    second: image(id: $second) @include(if: $withSecond) {\n      id\n      generationParams\n    }\n    third: image(id: $third) @include(if: $withThird) {\n      id\n      generationParams\n    }\n    fourth: image(id: $fourth) @include(if: $withFourth) {\n      id\n      generationParams\n    }\n  }\n": types.CompareParamsDocument,
    "\n  fragment Explorer_event on LogEvent {\n    globalPosition\n    streamId\n    type\n    data\n    metadata\n  }\n": types.Explorer_EventFragmentDoc,
    "\n  query ExplorerEvents($types: [EventType!], $stream: String, $from: DateTime, $to: DateTime, $after: BigInt, $before: BigInt, $limit: Int, $newestFirst: Boolean) {\n    eventsPosition: logPosition\n    eventLog(types: $types, stream: $stream, from: $from, to: $to, after: $after, before: $before, limit: $limit, newestFirst: $newestFirst) {\n      ...Explorer_event\n    }\n  }\n": types.ExplorerEventsDocument,
    "\n  subscription ExplorerEventAppended($types: [EventType!], $after: BigInt) {\n    eventAppended(types: $types, after: $after) {\n      ...Explorer_event\n      globalPosition\n    }\n  }\n": types.ExplorerEventAppendedDocument,
    "\n  query ExplorerImageAsOf($id: ID!, $at: String!) {\n    imageAsOf(id: $id, at: $at) {\n      asOfPosition\n      image {\n        imageId\n        title\n        description\n        extendedDescription\n        learningStatus\n        rejectionReason\n        licensing\n        tags\n        searchKeywords\n        downloadCount\n        version\n      }\n    }\n    image(id: $id) {\n      id\n      title\n      description\n      extendedDescription\n      learningStatus\n      rejectionReason\n      licensing\n      tags\n      searchKeywords\n      downloadCount\n      version\n    }\n  }\n": types.ExplorerImageAsOfDocument,
    "\n  fragment Explorer_rebuild on ReadModelRebuild {\n    state\n    phase\n    events\n    total\n    finishedAt\n    digest\n    swapMilliseconds\n    error\n  }\n": types.Explorer_RebuildFragmentDoc,
    "\n  query ExplorerRebuildStatus {\n    readModelRebuild {\n      ...Explorer_rebuild\n    }\n  }\n": types.ExplorerRebuildStatusDocument,
    "\n  mutation ExplorerRebuild {\n    rebuildReadModels {\n      ...Explorer_rebuild\n    }\n  }\n": types.ExplorerRebuildDocument,
    "\n  fragment AdminGridImage_image on CreativeImage {\n    ...AdminImage_image\n    archivedAt\n  }\n": types.AdminGridImage_ImageFragmentDoc,
    "\n  query AdminGridImages(\n    $searchTerm: String\n    $learningStatus: LearningStatus\n    $perspective: Perspective\n    $archived: ArchivedFilter\n    $sort: ImageSort\n    $offset: Int\n    $limit: Int\n  ) {\n    gridPosition: logPosition\n    images(\n      searchTerm: $searchTerm\n      learningStatus: $learningStatus\n      perspective: $perspective\n      archived: $archived\n      sort: $sort\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      items {\n        ...AdminGridImage_image\n      }\n    }\n  }\n": types.AdminGridImagesDocument,
    "\n  query AdminGridMatchingIds($searchTerm: String, $learningStatus: LearningStatus, $perspective: Perspective, $archived: ArchivedFilter, $offset: Int, $limit: Int) {\n    images(searchTerm: $searchTerm, learningStatus: $learningStatus, perspective: $perspective, archived: $archived, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n      }\n    }\n  }\n": types.AdminGridMatchingIdsDocument,
    "\n  query AdminGridStatusCounts($searchTerm: String, $perspective: Perspective, $archived: ArchivedFilter) {\n    all: images(searchTerm: $searchTerm, perspective: $perspective, archived: $archived, limit: 1) { total }\n    final_version: images(searchTerm: $searchTerm, perspective: $perspective, archived: $archived, learningStatus: final_version, limit: 1) { total }\n    learning_attempt: images(searchTerm: $searchTerm, perspective: $perspective, archived: $archived, learningStatus: learning_attempt, limit: 1) { total }\n    happy_accident: images(searchTerm: $searchTerm, perspective: $perspective, archived: $archived, learningStatus: happy_accident, limit: 1) { total }\n  }\n": types.AdminGridStatusCountsDocument,
    "\n  query AdminImageCounts {\n    countsPosition: logPosition\n    active: imageCounts(archived: ACTIVE) {\n      total\n    }\n    archived: imageCounts(archived: ARCHIVED) {\n      total\n    }\n    all: imageCounts(archived: ALL) {\n      total\n    }\n  }\n": types.AdminImageCountsDocument,
    "\n  mutation AdminArchiveImage($id: ID!) {\n    archiveImage(id: $id) {\n      ...AdminGridImage_image\n    }\n  }\n": types.AdminArchiveImageDocument,
    "\n  mutation AdminRestoreImage($id: ID!) {\n    restoreImage(id: $id) {\n      ...AdminGridImage_image\n    }\n  }\n": types.AdminRestoreImageDocument,
    "\n  mutation AdminArchiveImages($ids: [ID!]!) {\n    archiveImages(ids: $ids) {\n      ...AdminGridImage_image\n    }\n  }\n": types.AdminArchiveImagesDocument,
    "\n  mutation AdminRestoreImages($ids: [ID!]!) {\n    restoreImages(ids: $ids) {\n      ...AdminGridImage_image\n    }\n  }\n": types.AdminRestoreImagesDocument,
    "\n  query AdminUsageStats {\n    usageStats {\n      totalImages\n      imagesInUse\n      unusedImages\n      usageByPage {\n        page\n        count\n      }\n    }\n  }\n": types.AdminUsageStatsDocument,
    "\n  mutation AdminScanUsage {\n    scanUsage {\n      success\n      stats {\n        totalImages\n        imagesInUse\n        unusedImages\n        usageByPage {\n          page\n          count\n        }\n      }\n    }\n  }\n": types.AdminScanUsageDocument,
    "\n  mutation AdminSetRejectionReason($ids: [ID!]!, $rejectionReason: String!) {\n    setRejectionReason(ids: $ids, rejectionReason: $rejectionReason) {\n      ...AdminImage_image\n    }\n  }\n": types.AdminSetRejectionReasonDocument,
    "\n  subscription AdminCatalogChanged($after: BigInt) {\n    catalogChanged(after: $after) {\n      kind\n      imageId\n      sessionId\n      logPosition\n    }\n  }\n": types.AdminCatalogChangedDocument,
    "\n  subscription AdminUsageStatsChanged($after: BigInt) {\n    usageStatsChanged(after: $after) {\n      logPosition\n      totalImages\n      imagesInUse\n      unusedImages\n      usageByPage {\n        page\n        count\n      }\n    }\n  }\n": types.AdminUsageStatsChangedDocument,
    "\n  query DemoSamples {\n    staticGallery {\n      url\n      prompt\n      perspective\n      parameters {\n        minimalism\n        colorPalette\n        aspectRatio\n      }\n    }\n  }\n": types.DemoSamplesDocument,
    "\n  query ImageDetail($id: ID!) {\n    imagePosition: logPosition\n    image(id: $id) {\n      ...AdminImage_image\n    }\n  }\n": types.ImageDetailDocument,
    "\n  query AdminImageHistory($id: ID!, $before: BigInt) {\n    imageHistory(id: $id, before: $before) {\n      position\n      actor\n      time\n      field\n      from\n      to\n      fromFile {\n        ...CatalogPicture_file\n        url\n        format\n        bytes\n      }\n      toFile {\n        ...CatalogPicture_file\n        url\n        format\n        bytes\n      }\n      undoes\n    }\n  }\n": types.AdminImageHistoryDocument,
    "\n  mutation AdminUndoImageEdit($eventPosition: BigInt!, $expectedVersion: Int) {\n    undoImageEdit(eventPosition: $eventPosition, expectedVersion: $expectedVersion) {\n      ...AdminImage_image\n    }\n  }\n": types.AdminUndoImageEditDocument,
    "\n  mutation AdminDownloadImage($id: ID!) {\n    downloadImage(id: $id) {\n      id\n      downloadCount\n    }\n  }\n": types.AdminDownloadImageDocument,
    "\n  mutation AdminReplaceImageFile($id: ID!, $file: Upload!, $expectedVersion: Int) {\n    replaceImageFile(id: $id, file: $file, expectedVersion: $expectedVersion) {\n      ...AdminImage_image\n    }\n  }\n": types.AdminReplaceImageFileDocument,
    "\n  query StaticGallery {\n    staticGallery {\n      filename\n      url\n      timestamp\n      prompt\n      perspective\n      description\n      parameters {\n        minimalism\n        colorPalette\n        aspectRatio\n      }\n    }\n  }\n": types.StaticGalleryDocument,
    "\n  mutation CatalogImage($input: CatalogImageInput!) {\n    catalogImage(input: $input) {\n      ...AdminImage_image\n    }\n  }\n": types.CatalogImageDocument,
    "\n  mutation UploadImage($file: Upload!, $input: UploadedImageInput!) {\n    uploadImage(file: $file, input: $input) {\n      ...AdminImage_image\n    }\n  }\n": types.UploadImageDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminImage($id: ID!) {\n    image(id: $id) {\n      ...AdminImage_image\n    }\n  }\n"): (typeof documents)["\n  query AdminImage($id: ID!) {\n    image(id: $id) {\n      ...AdminImage_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminImageChanged($id: ID, $after: BigInt) {\n    imageChanged(id: $id, after: $after) {\n      ...AdminImage_image\n      logPosition\n    }\n  }\n"): (typeof documents)["\n  subscription AdminImageChanged($id: ID, $after: BigInt) {\n    imageChanged(id: $id, after: $after) {\n      ...AdminImage_image\n      logPosition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminAccount {\n    adminSession {\n      account\n    }\n  }\n"): (typeof documents)["\n  query AdminAccount {\n    adminSession {\n      account\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminImage_image on CreativeImage {\n    id\n    title\n    description\n    extendedDescription\n    filename\n    file {\n      ...CatalogPicture_file\n      url\n      format\n      bytes\n    }\n    prompt\n    perspective\n    learningStatus\n    journeyStage\n    sessionId\n    rejectionReason\n    correctionApproach\n    designPhilosophy\n    complexityLevel\n    downloadCount\n    licensing\n    tags\n    searchKeywords\n    generationParams\n    usageLocations {\n      page\n      section\n      url\n    }\n    version\n  }\n"): (typeof documents)["\n  fragment AdminImage_image on CreativeImage {\n    id\n    title\n    description\n    extendedDescription\n    filename\n    file {\n      ...CatalogPicture_file\n      url\n      format\n      bytes\n    }\n    prompt\n    perspective\n    learningStatus\n    journeyStage\n    sessionId\n    rejectionReason\n    correctionApproach\n    designPhilosophy\n    complexityLevel\n    downloadCount\n    licensing\n    tags\n    searchKeywords\n    generationParams\n    usageLocations {\n      page\n      section\n      url\n    }\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImagePresence_presence on ImagePresence {\n    viewers {\n      id\n      account\n      editing\n      sameAccount\n    }\n    editing\n    takenOverBy\n  }\n"): (typeof documents)["\n  fragment ImagePresence_presence on ImagePresence {\n    viewers {\n      id\n      account\n      editing\n      sameAccount\n    }\n    editing\n    takenOverBy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ImagePresence($imageId: ID!, $tabId: String!) {\n    imagePresence(imageId: $imageId, tabId: $tabId) {\n      ...ImagePresence_presence\n    }\n  }\n"): (typeof documents)["\n  subscription ImagePresence($imageId: ID!, $tabId: String!) {\n    imagePresence(imageId: $imageId, tabId: $tabId) {\n      ...ImagePresence_presence\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation SetImagePresence($imageId: ID!, $tabId: String!, $editing: Boolean!) {\n    setImagePresence(imageId: $imageId, tabId: $tabId, editing: $editing) {\n      ...ImagePresence_presence\n    }\n  }\n"): (typeof documents)["\n  mutation SetImagePresence($imageId: ID!, $tabId: String!, $editing: Boolean!) {\n    setImagePresence(imageId: $imageId, tabId: $tabId, editing: $editing) {\n      ...ImagePresence_presence\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation TakeOverImage($imageId: ID!, $tabId: String!) {\n    takeOverImage(imageId: $imageId, tabId: $tabId) {\n      ...ImagePresence_presence\n    }\n  }\n"): (typeof documents)["\n  mutation TakeOverImage($imageId: ID!, $tabId: String!) {\n    takeOverImage(imageId: $imageId, tabId: $tabId) {\n      ...ImagePresence_presence\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditImage($id: ID!, $input: ImageEditInput!, $expectedVersion: Int) {\n    editImage(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...AdminImage_image\n    }\n  }\n"): (typeof documents)["\n  mutation EditImage($id: ID!, $input: ImageEditInput!, $expectedVersion: Int) {\n    editImage(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...AdminImage_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogSession_session on CreativeSession {\n    id\n    title\n    description\n    journeyStage\n    sessionDate\n    learningInsights\n    nextSteps\n    version\n  }\n"): (typeof documents)["\n  fragment CatalogSession_session on CreativeSession {\n    id\n    title\n    description\n    journeyStage\n    sessionDate\n    learningInsights\n    nextSteps\n    version\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CatalogSessions {\n    sessionsPosition: logPosition\n    creativeSessions {\n      ...CatalogSession_session\n      images {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query CatalogSessions {\n    sessionsPosition: logPosition\n    creativeSessions {\n      ...CatalogSession_session\n      images {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CreateCreativeSession($input: CreativeSessionInput!) {\n    createCreativeSession(input: $input) {\n      ...CatalogSession_session\n      images {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation CreateCreativeSession($input: CreativeSessionInput!) {\n    createCreativeSession(input: $input) {\n      ...CatalogSession_session\n      images {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation EditCreativeSession($id: ID!, $input: CreativeSessionEditInput!, $expectedVersion: Int) {\n    editCreativeSession(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...CatalogSession_session\n      images {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation EditCreativeSession($id: ID!, $input: CreativeSessionEditInput!, $expectedVersion: Int) {\n    editCreativeSession(id: $id, input: $input, expectedVersion: $expectedVersion) {\n      ...CatalogSession_session\n      images {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription CatalogSessionsChanged($after: BigInt) {\n    catalogChanged(after: $after) {\n      kind\n      sessionId\n      logPosition\n    }\n  }\n"): (typeof documents)["\n  subscription CatalogSessionsChanged($after: BigInt) {\n    catalogChanged(after: $after) {\n      kind\n      sessionId\n      logPosition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImageCard_image on CreativeImage {\n    id\n    title\n    description\n    filename\n    file {\n      ...CatalogPicture_file\n      url\n    }\n    perspective\n    learningStatus\n    journeyStage\n    sessionId\n    downloadCount\n    complexityLevel\n  }\n"): (typeof documents)["\n  fragment ImageCard_image on CreativeImage {\n    id\n    title\n    description\n    filename\n    file {\n      ...CatalogPicture_file\n      url\n    }\n    perspective\n    learningStatus\n    journeyStage\n    sessionId\n    downloadCount\n    complexityLevel\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment ImageDialog_image on CreativeImage {\n    ...ImageCard_image\n    prompt\n    rejectionReason\n    correctionApproach\n    designPhilosophy\n  }\n"): (typeof documents)["\n  fragment ImageDialog_image on CreativeImage {\n    ...ImageCard_image\n    prompt\n    rejectionReason\n    correctionApproach\n    designPhilosophy\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment CatalogPicture_file on ImageFile {\n    hash\n    width\n    height\n    sources {\n      type\n      srcset\n    }\n    srcset\n    src\n    placeholder\n    dominantColor\n  }\n"): (typeof documents)["\n  fragment CatalogPicture_file on ImageFile {\n    hash\n    width\n    height\n    sources {\n      type\n      srcset\n    }\n    srcset\n    src\n    placeholder\n    dominantColor\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyticsDashboard($from: String!, $to: String!) {\n    analyticsDashboard(from: $from, to: $to) {\n      from\n      to\n      visits\n      sessions\n      averageSecondsOnPage\n      excluded {\n        botVisits\n        adminVisits\n      }\n      days {\n        day\n        visits\n        sessions\n        downloads\n      }\n      topPages {\n        path\n        visits\n        sessions\n      }\n      entryPages {\n        path\n        visits\n        sessions\n      }\n      nextPages {\n        fromPath\n        toPath\n        count\n      }\n      timeOnPage {\n        path\n        averageSeconds\n        timedVisits\n      }\n      downloadsByImage {\n        imageId\n        title\n        downloads\n      }\n      chatQuestions {\n        answered\n        unanswered\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnalyticsDashboard($from: String!, $to: String!) {\n    analyticsDashboard(from: $from, to: $to) {\n      from\n      to\n      visits\n      sessions\n      averageSecondsOnPage\n      excluded {\n        botVisits\n        adminVisits\n      }\n      days {\n        day\n        visits\n        sessions\n        downloads\n      }\n      topPages {\n        path\n        visits\n        sessions\n      }\n      entryPages {\n        path\n        visits\n        sessions\n      }\n      nextPages {\n        fromPath\n        toPath\n        count\n      }\n      timeOnPage {\n        path\n        averageSeconds\n        timedVisits\n      }\n      downloadsByImage {\n        imageId\n        title\n        downloads\n      }\n      chatQuestions {\n        answered\n        unanswered\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AnalyticsNextPagesFrom($from: String!, $to: String!, $fromPath: String!) {\n    analyticsDashboard(from: $from, to: $to) {\n      nextPages(fromPath: $fromPath) {\n        fromPath\n        toPath\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query AnalyticsNextPagesFrom($from: String!, $to: String!, $fromPath: String!) {\n    analyticsDashboard(from: $from, to: $to) {\n      nextPages(fromPath: $fromPath) {\n        fromPath\n        toPath\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreativeJourney {\n    journeyPosition: logPosition\n    creativeSessions {\n      id\n      title\n      description\n      journeyStage\n      sessionDate\n      learningInsights\n      nextSteps\n    }\n    images(limit: 500) {\n      total\n      items {\n        ...ImageDialog_image\n      }\n    }\n  }\n"): (typeof documents)["\n  query CreativeJourney {\n    journeyPosition: logPosition\n    creativeSessions {\n      id\n      title\n      description\n      journeyStage\n      sessionDate\n      learningInsights\n      nextSteps\n    }\n    images(limit: 500) {\n      total\n      items {\n        ...ImageDialog_image\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CreativeJourneyPosition {\n    journeyPosition: logPosition\n  }\n"): (typeof documents)["\n  query CreativeJourneyPosition {\n    journeyPosition: logPosition\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query GalleryPage($searchTerm: String, $sort: ImageSort, $offset: Int!, $limit: Int!) {\n    images(searchTerm: $searchTerm, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...ImageDialog_image\n      }\n    }\n  }\n"): (typeof documents)["\n  query GalleryPage($searchTerm: String, $sort: ImageSort, $offset: Int!, $limit: Int!) {\n    images(searchTerm: $searchTerm, sort: $sort, offset: $offset, limit: $limit) {\n      total\n      items {\n        ...ImageDialog_image\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ImageChanged($after: BigInt) {\n    imageChanged(after: $after) {\n      ...ImageDialog_image\n      logPosition\n    }\n  }\n"): (typeof documents)["\n  subscription ImageChanged($after: BigInt) {\n    imageChanged(after: $after) {\n      ...ImageDialog_image\n      logPosition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription JourneyCatalogChanged($after: BigInt) {\n    catalogChanged(after: $after) {\n      kind\n      imageId\n      logPosition\n    }\n  }\n"): (typeof documents)["\n  subscription JourneyCatalogChanged($after: BigInt) {\n    catalogChanged(after: $after) {\n      kind\n      imageId\n      logPosition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query CompareParams($first: ID!, $second: ID!, $third: ID!, $fourth: ID!, $withSecond: Boolean!, $withThird: Boolean!, $withFourth: Boolean!) {\n    first: image(id: $first) {\n      id\n      generationParams\n    }\n    second: image(id: $second) @include(if: $withSecond) {\n      id\n      generationParams\n    }\n    third: image(id: $third) @include(if: $withThird) {\n      id\n      generationParams\n    }\n    fourth: image(id: $fourth) @include(if: $withFourth) {\n      id\n      generationParams\n    }\n  }\n"): (typeof documents)["\n  query CompareParams($first: ID!, $second: ID!, $third: ID!, $fourth: ID!, $withSecond: Boolean!, $withThird: Boolean!, $withFourth: Boolean!) {\n    first: image(id: $first) {\n      id\n      generationParams\n    }\n    second: image(id: $second) @include(if: $withSecond) {\n      id\n      generationParams\n    }\n    third: image(id: $third) @include(if: $withThird) {\n      id\n      generationParams\n    }\n    fourth: image(id: $fourth) @include(if: $withFourth) {\n      id\n      generationParams\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Explorer_event on LogEvent {\n    globalPosition\n    streamId\n    type\n    data\n    metadata\n  }\n"): (typeof documents)["\n  fragment Explorer_event on LogEvent {\n    globalPosition\n    streamId\n    type\n    data\n    metadata\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExplorerEvents($types: [EventType!], $stream: String, $from: DateTime, $to: DateTime, $after: BigInt, $before: BigInt, $limit: Int, $newestFirst: Boolean) {\n    eventsPosition: logPosition\n    eventLog(types: $types, stream: $stream, from: $from, to: $to, after: $after, before: $before, limit: $limit, newestFirst: $newestFirst) {\n      ...Explorer_event\n    }\n  }\n"): (typeof documents)["\n  query ExplorerEvents($types: [EventType!], $stream: String, $from: DateTime, $to: DateTime, $after: BigInt, $before: BigInt, $limit: Int, $newestFirst: Boolean) {\n    eventsPosition: logPosition\n    eventLog(types: $types, stream: $stream, from: $from, to: $to, after: $after, before: $before, limit: $limit, newestFirst: $newestFirst) {\n      ...Explorer_event\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription ExplorerEventAppended($types: [EventType!], $after: BigInt) {\n    eventAppended(types: $types, after: $after) {\n      ...Explorer_event\n      globalPosition\n    }\n  }\n"): (typeof documents)["\n  subscription ExplorerEventAppended($types: [EventType!], $after: BigInt) {\n    eventAppended(types: $types, after: $after) {\n      ...Explorer_event\n      globalPosition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExplorerImageAsOf($id: ID!, $at: String!) {\n    imageAsOf(id: $id, at: $at) {\n      asOfPosition\n      image {\n        imageId\n        title\n        description\n        extendedDescription\n        learningStatus\n        rejectionReason\n        licensing\n        tags\n        searchKeywords\n        downloadCount\n        version\n      }\n    }\n    image(id: $id) {\n      id\n      title\n      description\n      extendedDescription\n      learningStatus\n      rejectionReason\n      licensing\n      tags\n      searchKeywords\n      downloadCount\n      version\n    }\n  }\n"): (typeof documents)["\n  query ExplorerImageAsOf($id: ID!, $at: String!) {\n    imageAsOf(id: $id, at: $at) {\n      asOfPosition\n      image {\n        imageId\n        title\n        description\n        extendedDescription\n        learningStatus\n        rejectionReason\n        licensing\n        tags\n        searchKeywords\n        downloadCount\n        version\n      }\n    }\n    image(id: $id) {\n      id\n      title\n      description\n      extendedDescription\n      learningStatus\n      rejectionReason\n      licensing\n      tags\n      searchKeywords\n      downloadCount\n      version\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment Explorer_rebuild on ReadModelRebuild {\n    state\n    phase\n    events\n    total\n    finishedAt\n    digest\n    swapMilliseconds\n    error\n  }\n"): (typeof documents)["\n  fragment Explorer_rebuild on ReadModelRebuild {\n    state\n    phase\n    events\n    total\n    finishedAt\n    digest\n    swapMilliseconds\n    error\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ExplorerRebuildStatus {\n    readModelRebuild {\n      ...Explorer_rebuild\n    }\n  }\n"): (typeof documents)["\n  query ExplorerRebuildStatus {\n    readModelRebuild {\n      ...Explorer_rebuild\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation ExplorerRebuild {\n    rebuildReadModels {\n      ...Explorer_rebuild\n    }\n  }\n"): (typeof documents)["\n  mutation ExplorerRebuild {\n    rebuildReadModels {\n      ...Explorer_rebuild\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  fragment AdminGridImage_image on CreativeImage {\n    ...AdminImage_image\n    archivedAt\n  }\n"): (typeof documents)["\n  fragment AdminGridImage_image on CreativeImage {\n    ...AdminImage_image\n    archivedAt\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGridImages(\n    $searchTerm: String\n    $learningStatus: LearningStatus\n    $perspective: Perspective\n    $archived: ArchivedFilter\n    $sort: ImageSort\n    $offset: Int\n    $limit: Int\n  ) {\n    gridPosition: logPosition\n    images(\n      searchTerm: $searchTerm\n      learningStatus: $learningStatus\n      perspective: $perspective\n      archived: $archived\n      sort: $sort\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      items {\n        ...AdminGridImage_image\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminGridImages(\n    $searchTerm: String\n    $learningStatus: LearningStatus\n    $perspective: Perspective\n    $archived: ArchivedFilter\n    $sort: ImageSort\n    $offset: Int\n    $limit: Int\n  ) {\n    gridPosition: logPosition\n    images(\n      searchTerm: $searchTerm\n      learningStatus: $learningStatus\n      perspective: $perspective\n      archived: $archived\n      sort: $sort\n      offset: $offset\n      limit: $limit\n    ) {\n      total\n      items {\n        ...AdminGridImage_image\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGridMatchingIds($searchTerm: String, $learningStatus: LearningStatus, $perspective: Perspective, $archived: ArchivedFilter, $offset: Int, $limit: Int) {\n    images(searchTerm: $searchTerm, learningStatus: $learningStatus, perspective: $perspective, archived: $archived, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminGridMatchingIds($searchTerm: String, $learningStatus: LearningStatus, $perspective: Perspective, $archived: ArchivedFilter, $offset: Int, $limit: Int) {\n    images(searchTerm: $searchTerm, learningStatus: $learningStatus, perspective: $perspective, archived: $archived, offset: $offset, limit: $limit) {\n      total\n      items {\n        id\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminGridStatusCounts($searchTerm: String, $perspective: Perspective, $archived: ArchivedFilter) {\n    all: images(searchTerm: $searchTerm, perspective: $perspective, archived: $archived, limit: 1) { total }\n    final_version: images(searchTerm: $searchTerm, perspective: $perspective, archived: $archived, learningStatus: final_version, limit: 1) { total }\n    learning_attempt: images(searchTerm: $searchTerm, perspective: $perspective, archived: $archived, learningStatus: learning_attempt, limit: 1) { total }\n    happy_accident: images(searchTerm: $searchTerm, perspective: $perspective, archived: $archived, learningStatus: happy_accident, limit: 1) { total }\n  }\n"): (typeof documents)["\n  query AdminGridStatusCounts($searchTerm: String, $perspective: Perspective, $archived: ArchivedFilter) {\n    all: images(searchTerm: $searchTerm, perspective: $perspective, archived: $archived, limit: 1) { total }\n    final_version: images(searchTerm: $searchTerm, perspective: $perspective, archived: $archived, learningStatus: final_version, limit: 1) { total }\n    learning_attempt: images(searchTerm: $searchTerm, perspective: $perspective, archived: $archived, learningStatus: learning_attempt, limit: 1) { total }\n    happy_accident: images(searchTerm: $searchTerm, perspective: $perspective, archived: $archived, learningStatus: happy_accident, limit: 1) { total }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminImageCounts {\n    countsPosition: logPosition\n    active: imageCounts(archived: ACTIVE) {\n      total\n    }\n    archived: imageCounts(archived: ARCHIVED) {\n      total\n    }\n    all: imageCounts(archived: ALL) {\n      total\n    }\n  }\n"): (typeof documents)["\n  query AdminImageCounts {\n    countsPosition: logPosition\n    active: imageCounts(archived: ACTIVE) {\n      total\n    }\n    archived: imageCounts(archived: ARCHIVED) {\n      total\n    }\n    all: imageCounts(archived: ALL) {\n      total\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminArchiveImage($id: ID!) {\n    archiveImage(id: $id) {\n      ...AdminGridImage_image\n    }\n  }\n"): (typeof documents)["\n  mutation AdminArchiveImage($id: ID!) {\n    archiveImage(id: $id) {\n      ...AdminGridImage_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRestoreImage($id: ID!) {\n    restoreImage(id: $id) {\n      ...AdminGridImage_image\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRestoreImage($id: ID!) {\n    restoreImage(id: $id) {\n      ...AdminGridImage_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminArchiveImages($ids: [ID!]!) {\n    archiveImages(ids: $ids) {\n      ...AdminGridImage_image\n    }\n  }\n"): (typeof documents)["\n  mutation AdminArchiveImages($ids: [ID!]!) {\n    archiveImages(ids: $ids) {\n      ...AdminGridImage_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminRestoreImages($ids: [ID!]!) {\n    restoreImages(ids: $ids) {\n      ...AdminGridImage_image\n    }\n  }\n"): (typeof documents)["\n  mutation AdminRestoreImages($ids: [ID!]!) {\n    restoreImages(ids: $ids) {\n      ...AdminGridImage_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminUsageStats {\n    usageStats {\n      totalImages\n      imagesInUse\n      unusedImages\n      usageByPage {\n        page\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  query AdminUsageStats {\n    usageStats {\n      totalImages\n      imagesInUse\n      unusedImages\n      usageByPage {\n        page\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminScanUsage {\n    scanUsage {\n      success\n      stats {\n        totalImages\n        imagesInUse\n        unusedImages\n        usageByPage {\n          page\n          count\n        }\n      }\n    }\n  }\n"): (typeof documents)["\n  mutation AdminScanUsage {\n    scanUsage {\n      success\n      stats {\n        totalImages\n        imagesInUse\n        unusedImages\n        usageByPage {\n          page\n          count\n        }\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminSetRejectionReason($ids: [ID!]!, $rejectionReason: String!) {\n    setRejectionReason(ids: $ids, rejectionReason: $rejectionReason) {\n      ...AdminImage_image\n    }\n  }\n"): (typeof documents)["\n  mutation AdminSetRejectionReason($ids: [ID!]!, $rejectionReason: String!) {\n    setRejectionReason(ids: $ids, rejectionReason: $rejectionReason) {\n      ...AdminImage_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminCatalogChanged($after: BigInt) {\n    catalogChanged(after: $after) {\n      kind\n      imageId\n      sessionId\n      logPosition\n    }\n  }\n"): (typeof documents)["\n  subscription AdminCatalogChanged($after: BigInt) {\n    catalogChanged(after: $after) {\n      kind\n      imageId\n      sessionId\n      logPosition\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  subscription AdminUsageStatsChanged($after: BigInt) {\n    usageStatsChanged(after: $after) {\n      logPosition\n      totalImages\n      imagesInUse\n      unusedImages\n      usageByPage {\n        page\n        count\n      }\n    }\n  }\n"): (typeof documents)["\n  subscription AdminUsageStatsChanged($after: BigInt) {\n    usageStatsChanged(after: $after) {\n      logPosition\n      totalImages\n      imagesInUse\n      unusedImages\n      usageByPage {\n        page\n        count\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DemoSamples {\n    staticGallery {\n      url\n      prompt\n      perspective\n      parameters {\n        minimalism\n        colorPalette\n        aspectRatio\n      }\n    }\n  }\n"): (typeof documents)["\n  query DemoSamples {\n    staticGallery {\n      url\n      prompt\n      perspective\n      parameters {\n        minimalism\n        colorPalette\n        aspectRatio\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query ImageDetail($id: ID!) {\n    imagePosition: logPosition\n    image(id: $id) {\n      ...AdminImage_image\n    }\n  }\n"): (typeof documents)["\n  query ImageDetail($id: ID!) {\n    imagePosition: logPosition\n    image(id: $id) {\n      ...AdminImage_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query AdminImageHistory($id: ID!, $before: BigInt) {\n    imageHistory(id: $id, before: $before) {\n      position\n      actor\n      time\n      field\n      from\n      to\n      fromFile {\n        ...CatalogPicture_file\n        url\n        format\n        bytes\n      }\n      toFile {\n        ...CatalogPicture_file\n        url\n        format\n        bytes\n      }\n      undoes\n    }\n  }\n"): (typeof documents)["\n  query AdminImageHistory($id: ID!, $before: BigInt) {\n    imageHistory(id: $id, before: $before) {\n      position\n      actor\n      time\n      field\n      from\n      to\n      fromFile {\n        ...CatalogPicture_file\n        url\n        format\n        bytes\n      }\n      toFile {\n        ...CatalogPicture_file\n        url\n        format\n        bytes\n      }\n      undoes\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminUndoImageEdit($eventPosition: BigInt!, $expectedVersion: Int) {\n    undoImageEdit(eventPosition: $eventPosition, expectedVersion: $expectedVersion) {\n      ...AdminImage_image\n    }\n  }\n"): (typeof documents)["\n  mutation AdminUndoImageEdit($eventPosition: BigInt!, $expectedVersion: Int) {\n    undoImageEdit(eventPosition: $eventPosition, expectedVersion: $expectedVersion) {\n      ...AdminImage_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminDownloadImage($id: ID!) {\n    downloadImage(id: $id) {\n      id\n      downloadCount\n    }\n  }\n"): (typeof documents)["\n  mutation AdminDownloadImage($id: ID!) {\n    downloadImage(id: $id) {\n      id\n      downloadCount\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation AdminReplaceImageFile($id: ID!, $file: Upload!, $expectedVersion: Int) {\n    replaceImageFile(id: $id, file: $file, expectedVersion: $expectedVersion) {\n      ...AdminImage_image\n    }\n  }\n"): (typeof documents)["\n  mutation AdminReplaceImageFile($id: ID!, $file: Upload!, $expectedVersion: Int) {\n    replaceImageFile(id: $id, file: $file, expectedVersion: $expectedVersion) {\n      ...AdminImage_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query StaticGallery {\n    staticGallery {\n      filename\n      url\n      timestamp\n      prompt\n      perspective\n      description\n      parameters {\n        minimalism\n        colorPalette\n        aspectRatio\n      }\n    }\n  }\n"): (typeof documents)["\n  query StaticGallery {\n    staticGallery {\n      filename\n      url\n      timestamp\n      prompt\n      perspective\n      description\n      parameters {\n        minimalism\n        colorPalette\n        aspectRatio\n      }\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation CatalogImage($input: CatalogImageInput!) {\n    catalogImage(input: $input) {\n      ...AdminImage_image\n    }\n  }\n"): (typeof documents)["\n  mutation CatalogImage($input: CatalogImageInput!) {\n    catalogImage(input: $input) {\n      ...AdminImage_image\n    }\n  }\n"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation UploadImage($file: Upload!, $input: UploadedImageInput!) {\n    uploadImage(file: $file, input: $input) {\n      ...AdminImage_image\n    }\n  }\n"): (typeof documents)["\n  mutation UploadImage($file: Upload!, $input: UploadedImageInput!) {\n    uploadImage(file: $file, input: $input) {\n      ...AdminImage_image\n    }\n  }\n"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;