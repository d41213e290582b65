// A token revoked through one server process is refused by another on the same PostgreSQL from
// its next request (the token cache hears revocations by NOTIFY).
import { describe } from 'vitest';
import { revocationCases } from '../server/revocation-cases';
import { twoServersOnPostgres } from './two-servers';

describe('a revocation through one server process is refused by the other at once', () => {
  const servers = twoServersOnPostgres();
  revocationCases(servers);
});
