// The door of pull/: a page of sync/changes applied in one transaction, and what it keeps back.
export { applyChangesPage, defaultScope, type ServerChange } from './apply';
export { keepServer } from './keep-server';
export { rememberServerClient, rowsOfServerResults } from './remember-server-client';
