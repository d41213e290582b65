// One run of the proof by history for one seed: two server processes on one fresh PostgreSQL
// (through a proxy of the run's, pg-proxy.ts) behind the test's TCP proxy, serving HTTPS at
// clinic.lan with one clinic authority the tablets trust (server-pair.ts), three tablets, the
// seed's schedule of people's actions (registrations with and without an ID-card photo, deletes,
// screening forms, hand-overs, idle locks) and faults (kill -9 and restart, the network cut or
// silently dropped, a tab closed mid-push, PostgreSQL restarted, a tablet's clock moved); then,
// once quiet and every clock set right, what the server holds and what each tablet shows, given
// to the checker.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { withCheckDigit } from '../check-digit';
import { freshPostgres, superAdminPassword } from '../server/harness';
import { httpsGet } from '../server/tls-client';
import { homeTrusting } from '../e2e/trusted-ca';
import { isClientOrDatabaseStep, performOnClientOrDatabase, type World } from './actions';
import { checkHistory, refusalsOf, type Ack, type Anomaly, type Observed, type Refusal } from './check';
import { startPgProxy, type PgProxy } from './pg-proxy';
import { kindsOf, mulberry32, scheduleOf, type Step } from './schedule';
import { addressRows, recordRows, serverRows } from './server-rows';
import { clinicHost, clinicTls, startServerSlot, type ClinicTls, type ServerSlot } from './server-pair';
import { backAtTablet, leaveIdle, moveClock, setClockRight } from './idle-lock';
import { handOver, receptionAtTablet, tabletNoticesRevocation, waitingWork } from './people';
import { closeTabMidPush, describeTablet, syncCentreText, keysShown, listPath, openTablet, refusalsShown, registerOnScreens, waitingOf, type Tablet } from './tablet';
import { startTcpProxy, type TcpProxy } from './tcp-proxy';

export interface HistoryResult { seed: number; steps: Step[]; acks: Ack[]; observed: Observed; anomalies: Anomaly[]; log: string[] }

export const keyPrefix = 'آزمون';
export const defaultPostgres = 'postgres://postgres@127.0.0.1:5432/postgres';

async function until(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** SuperAdmin resets reception's password (to the same one): every reception session ends on the
 *  server at once, both tablets' included. Straight to a live process, whatever the proxy does,
 *  over HTTPS as clinic.lan, trusting the clinic's authority alone. */
async function revokeReception(world: World, tls: ClinicTls): Promise<void> {
  const call = async (method: string, path: string, body: unknown, token?: string) => {
    const answer = await httpsGet(world.slots[0]!.port, clinicHost, `/api/v1/${path}`, tls.caPem, { method, json: body, headers: token ? { authorization: `Bearer ${token}` } : {} });
    if (answer.status !== 200) throw new Error(`${method} ${path}: ${answer.status}`);
    return JSON.parse(answer.body.toString('utf8')) as { result: { token?: string } | null };
  };
  const admin = (await call('POST', 'Account/login', { userName: 'SuperAdmin', password: superAdminPassword })).result!.token!;
  const client = new pg.Client({ connectionString: world.databaseUrl });
  await client.connect();
  const { rows } = await client.query<{ id: number }>(`SELECT id FROM users WHERE user_name = 'reception'`).finally(() => client.end());
  await call('PUT', `Account/${rows[0]!.id}/password`, { password: 'demo1234', rePassword: 'demo1234' }, admin);
}

async function perform(world: World, step: Step, nationalCode: () => string, acks: Ack[], random: () => number, say: (line: string) => void, tls: ClinicTls): Promise<void> {
  const { slots, proxy, tablets, origin } = world;
  // Whoever acts at a tablet the idle lock holds unlocks it first (every tablet, for a revocation).
  const at = 'tablet' in step ? [tablets[step.tablet]!] : step.kind === 'revoke' ? tablets : [];
  if (step.kind !== 'idle-lock') for (const tablet of at) await backAtTablet(tablet);
  if (step.kind === 'register' || step.kind === 'close-tab-mid-push') {
    const tablet = tablets[step.tablet]!;
    // Reception takes the tablet back (or signs in again) when the network lets them; offline, a
    // tablet a colleague holds is not theirs to use.
    if (!world.down) await receptionAtTablet(tablet, origin);
    else if (tablet.user !== 'reception') return;
    const code = nationalCode();
    const photo = step.kind === 'register' && step.photo;
    await registerOnScreens(tablet, origin, step.key, code, photo).catch(async (error: unknown) => {
      // Thrown out of the form (a session the server ended, heard mid-form): nothing was said to
      // be saved, so the person signs in and types it again; the log keeps it.
      if (world.down || new URL(tablet.page.url()).pathname.startsWith('/v2/')) throw error;
      say(`  ${tablet.name}: left the form for ${new URL(tablet.page.url()).pathname}; signs in and registers again`);
      await receptionAtTablet(tablet, origin);
      await registerOnScreens(tablet, origin, step.key, code, photo);
    });
    acks.push({ tablet: tablet.name, kind: 'create', key: step.key });
    if (photo) acks.push({ tablet: tablet.name, kind: 'photo', key: step.key });
    if (step.kind === 'close-tab-mid-push') await closeTabMidPush(tablet, origin);
  } else if (step.kind === 'idle-lock') await leaveIdle(tablets[step.tablet]!);
  else if (step.kind === 'clock-moved') await moveClock(tablets[step.tablet]!, step.hours);
  else if (isClientOrDatabaseStep(step)) await performOnClientOrDatabase(world, step, acks, say);
  else if (step.kind === 'hand-over') await handOver(tablets[step.tablet]!, origin);
  else if (step.kind === 'revoke') {
    await revokeReception(world, tls);
    for (const tablet of tablets) tablet.credentialEnded = true;
    if (world.down) return;
    for (const tablet of tablets.filter((each) => each.user === 'reception')) {
      say(`  ${tablet.name} after the revocation: ${await tabletNoticesRevocation(tablet)}`);
      await receptionAtTablet(tablet, origin);
    }
  }
  else if (step.kind === 'network-down') {
    proxy.down(random() < 0.5 ? 'reset' : 'silent');
    world.down = true;
  } else if (step.kind === 'network-up') {
    proxy.up();
    world.down = false;
    for (const tablet of tablets) await tablet.page.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => {});
  } else {
    const slot = slots[step.server]!;
    slot.kill9();
    proxy.setBackends(slots.filter((other) => other !== slot).map((other) => other.port));
    await slot.restart();
    proxy.setBackends(slots.map((other) => other.port));
  }
}

/** Quiet: no fault left; each tablet empties its outbox and pulls; then the observation. */
async function observe(world: World, databaseUrl: string, say: (line: string) => void): Promise<Observed> {
  world.proxy.up();
  world.down = false;
  world.proxy.setBackends(world.slots.map((slot) => slot.port));
  const sent = async (tablet: Tablet) => {
    await tablet.page.evaluate(() => window.dispatchEvent(new Event('online')));
    await until(async () => (await waitingWork(tablet)).own === 0, 60_000);
  };
  // Every tablet's clock is right again (a fault the run restores, as it does the network).
  for (const tablet of world.tablets) await setClockRight(tablet);
  const waitingLocked = new Map<string, number>();
  const refused: Refusal[] = [];
  for (const tablet of world.tablets) {
    // A locked tablet sends its queue all the same: seen before anyone unlocks it. Unless a
    // password reset ended the credential it was sealed with: then it waits for reception.
    if (tablet.locked) {
      if (!tablet.credentialEnded) await until(async () => (await waitingWork(tablet)).own === 0, 60_000);
      const { own } = await waitingWork(tablet);
      if (tablet.credentialEnded) say(`  ${tablet.name}: ${own} entries wait under the lock for reception's sign-in (a password reset ended their credential)`);
      else waitingLocked.set(tablet.name, own);
      await backAtTablet(tablet);
    }
    await receptionAtTablet(tablet, world.origin);
    await sent(tablet);
    for (const { key, kind } of await refusalsShown(tablet, world.origin, keyPrefix)) refused.push({ tablet: tablet.name, key, kind, shownToAuthor: true });
    // Screening's work left queued when they handed the tablet back waits for them: they sign in
    // at it again, as at their next shift (the only colleague in these runs).
    if (!tablet.colleagueSignedIn) continue;
    await handOver(tablet, world.origin);
    await sent(tablet);
    await receptionAtTablet(tablet, world.origin);
  }
  const server = await serverRows(databaseUrl, keyPrefix);
  const onServer = Object.keys(server).sort().join();
  for (const tablet of world.tablets) {
    await until(async () => {
      await tablet.page.goto(`${world.origin}${listPath}`);
      await tablet.page.evaluate(() => window.dispatchEvent(new Event('online')));
      await tablet.page.getByRole('row').first().waitFor();
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      return (await keysShown(tablet, keyPrefix)).sort().join() === onServer;
    }, 30_000);
  }
  const tablets = [];
  for (const tablet of world.tablets) {
    tablets.push({ name: tablet.name, keys: await keysShown(tablet, keyPrefix), waiting: await waitingOf(tablet), waitingLocked: waitingLocked.get(tablet.name) ?? 0 });
  }
  return { server: await serverRows(databaseUrl, keyPrefix), records: await recordRows(databaseUrl, keyPrefix), addresses: await addressRows(databaseUrl, keyPrefix), tablets, refused };
}

export async function runHistory(seed: number, options: { steps?: number; postgres?: string; staticDir?: string; log?: (line: string) => void;
  /** Draw idle locks too (a tablet locked while offline was seen showing the app's error page). */ idleLocks?: boolean;
  /** Draw corrections and SMS after registrations too. */ editsAndSms?: boolean;
  /** Draw a tablet's clock set hours or a day off after registrations too. */ clockMoves?: boolean } = {}): Promise<HistoryResult> {
  const log: string[] = [];
  const say = (line: string) => {
    log.push(line);
    options.log?.(line);
  };
  say(`history seed ${seed}`);
  const started = Date.now();
  const fresh = await freshPostgres(options.postgres ?? process.env.TEST_DATABASE_URL ?? defaultPostgres, { template: true });
  const staticDir = options.staticDir ?? 'dist';
  const filesDir = mkdtempSync(join(tmpdir(), 'history-files-'));
  const slots: ServerSlot[] = [];
  const tablets: Tablet[] = [];
  let proxy: TcpProxy | undefined;
  let pgProxy: PgProxy | undefined;
  let tls: ClinicTls | undefined;
  let trust: ReturnType<typeof homeTrusting> | undefined;
  try {
    // As the clinic deploys: HTTPS at clinic.lan, the tablets trusting the clinic's authority.
    tls = await clinicTls();
    trust = homeTrusting(tls.caFile);
    pgProxy = await startPgProxy(fresh.url);
    const pgUrl = pgProxy.url;
    slots.push(...(await Promise.all([startServerSlot(pgUrl, filesDir, staticDir, tls), startServerSlot(pgUrl, filesDir, staticDir, tls)])));
    proxy = await startTcpProxy(slots.map((slot) => slot.port));
    const origin = `https://${clinicHost}:${new URL(proxy.url).port}`;
    for (const name of ['t1', 't2', 't3']) tablets.push(await openTablet(name, origin, trust.home));
    const world: World = { slots, proxy, pg: pgProxy, tablets, origin, databaseUrl: fresh.url, down: false, refusals: [] };
    const steps = scheduleOf(seed, options.steps ?? 12, tablets.length, { idleLocks: options.idleLocks, editsAndSms: options.editsAndSms, clockMoves: options.clockMoves });
    say(`seed ${seed} draws ${JSON.stringify(kindsOf(steps))}`);
    const random = mulberry32(seed ^ 0x5eed);
    let codes = 0;
    const nationalCode = () => withCheckDigit(String(100_000_000 + ((seed * 7_919 + (codes += 1) * 104_729) % 899_999_999)));
    const acks: Ack[] = [];
    for (const [index, step] of steps.entries()) {
      say(`step ${index} (at ${((Date.now() - started) / 1000).toFixed(0)} s): ${JSON.stringify(step)}`);
      try {
        await perform(world, step, nationalCode, acks, random, say, tls);
      } catch (error) {
        const seen = await Promise.all(tablets.map((tablet) => describeTablet(tablet, `${seed}-step${index}`)));
        throw new Error(`seed ${seed}, step ${index} (${step.kind}) failed; ${seen.join('; ')}`, { cause: error });
      }
    }
    say(`quiet (at ${((Date.now() - started) / 1000).toFixed(0)} s)`);
    const observed = await observe(world, fresh.url, say);
    say(`observed (at ${((Date.now() - started) / 1000).toFixed(0)} s): records ${JSON.stringify(observed.records)}`);
    const refusals = refusalsOf(world.refusals, observed.refused ?? []);
    if (refusals.length > 0) say(`refused and shown to their author: ${JSON.stringify(refusals.map(({ tablet, kind, key }) => `${tablet} ${kind ?? '?'}:${key}`))}`);
    const anomalies = checkHistory(acks, refusals, observed);
    if (anomalies.length > 0) for (const tablet of tablets) say(await describeTablet(tablet, `${seed}-quiet`));
    for (const tablet of tablets.filter((_, index) => observed.tablets[index]!.waiting > 0)) say(`${tablet.name}'s sync centre: ${await syncCentreText(tablet, world.origin)}`);
    say(`seed ${seed}: ${acks.length} acknowledged, ${anomalies.length} anomalies ${JSON.stringify(anomalies)}`);
    return { seed, steps, acks, observed, anomalies, log };
  } finally {
    for (const tablet of tablets) await tablet.browser.close();
    await proxy?.close();
    await Promise.all(slots.map((slot) => slot.close()));
    await pgProxy?.close();
    rmSync(filesDir, { recursive: true, force: true });
    trust?.remove();
    tls?.remove();
    await fresh.drop();
  }
}
