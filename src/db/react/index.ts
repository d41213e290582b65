// The door of db/ for React screens: every plain function of db/index and the hooks that wrap them
// in live queries.
export * from '../index';
export { useClient, useDocuments, useHeldFollowUps, useLatestRecord, usePage, useOpenedRecord, useRecord, useRecordHistory, useRecords, useRecordsWithClients } from './hooks';
export { useKioskRefusalCount, useOutboxSummary, useRefusal, useRefusalOf, useRefusals, useSyncCentreEntries } from './queue-hooks';
export { useRecentMerges, useUnseenMergeCount } from './merge-hooks';
export { notePrintOfScreen, useNotedView, useOnScreen } from './view-hooks';
export { useLocalTimeline, usePatientBanner, useRecentPatients, useTodaysArrivals, type BannerClient } from './patient-hooks';
