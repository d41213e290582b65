// The history run's world, and the steps that act on a client registered earlier (a delete, an
// address corrected, an SMS, a screening form) or on PostgreSQL (a restart as the servers see it). A step whose client was
// never acknowledged (its registration skipped: the tablet was a colleague's while offline) or is
// already deleted is skipped, and the log says so.
import type { Ack, Refusal } from './check';
import { handOver, receptionAtTablet } from './people';
import type { PgProxy } from './pg-proxy';
import type { Step } from './schedule';
import { screeningFormOnScreens } from './screening-form';
import type { ServerSlot } from './server-pair';
import { deleteOnScreens, editOnScreens, smsOnScreens, type Tablet } from './tablet';
import type { TcpProxy } from './tcp-proxy';

/** `refusals`: what the server refused and whether its author was shown it. */
export interface World { slots: ServerSlot[]; proxy: TcpProxy; pg: PgProxy; tablets: Tablet[]; origin: string; databaseUrl: string; down: boolean; refusals: Refusal[] }

type ClientStep = Extract<Step, { kind: 'delete' | 'edit' | 'sms' | 'screening-form' }>;

/** How long PostgreSQL refuses connections in a restart (a cluster starting up). */
const restartRefusesMs = 3_000;

function alive(acks: Ack[], key: string): boolean {
  return acks.some((ack) => ack.kind === 'create' && ack.key === key) && !acks.some((ack) => ack.kind === 'delete' && ack.key === key);
}

async function onClient(world: World, step: ClientStep, acks: Ack[], say: (line: string) => void): Promise<void> {
  const tablet = world.tablets[step.tablet]!;
  if (!alive(acks, step.key)) return say(`  ${tablet.name}: ${step.key} was never acknowledged or is deleted: skipped`);
  const user = step.kind === 'screening-form' ? 'screening' : 'reception';
  // Signing in a colleague needs the network; offline, a tablet someone else holds is not theirs.
  if (tablet.user !== user && world.down) return say(`  ${tablet.name}: held by ${tablet.user} while offline: skipped`);
  if (step.kind === 'edit' || step.kind === 'sms') {
    if (!world.down) await receptionAtTablet(tablet, world.origin);
    if (step.kind === 'edit') {
      await editOnScreens(tablet, world.origin, step.key, step.address);
      acks.push({ tablet: tablet.name, kind: 'edit', key: step.key, address: step.address });
    } else {
      const told = await smsOnScreens(tablet, world.origin, step.key, `یادآوری نوبت ${step.key}`);
      // Refused at once (the day's limit for the number): the person was shown why.
      if (told === 'refused') world.refusals.push({ tablet: tablet.name, key: step.key, kind: 'sms', shownToAuthor: true, acknowledged: false });
      else acks.push({ tablet: tablet.name, kind: 'sms', key: step.key });
      say(`  ${tablet.name}: the SMS to ${step.key} ${told}`);
    }
  } else if (step.kind === 'delete') {
    if (!world.down) await receptionAtTablet(tablet, world.origin);
    const { stillFound } = await deleteOnScreens(tablet, world.origin, step.key);
    if (stillFound) say(`  FINDING ${tablet.name}: ${step.key} left the client list, the search's results still show it`);
    acks.push({ tablet: tablet.name, kind: 'delete', key: step.key });
  } else {
    if (tablet.user !== 'screening') await handOver(tablet, world.origin);
    await screeningFormOnScreens(tablet, world.origin, step.key);
    acks.push({ tablet: tablet.name, kind: 'form', key: step.key });
  }
}

export type ClientOrDatabaseStep = ClientStep | Extract<Step, { kind: 'pg-restart' }>;
export const isClientOrDatabaseStep = (step: Step): step is ClientOrDatabaseStep =>
  step.kind === 'delete' || step.kind === 'edit' || step.kind === 'sms' || step.kind === 'screening-form' || step.kind === 'pg-restart';

/** Performs a delete, a correction, an SMS, a screening form or a PostgreSQL restart. */
export async function performOnClientOrDatabase(world: World, step: ClientOrDatabaseStep, acks: Ack[], say: (line: string) => void): Promise<void> {
  if (step.kind === 'pg-restart') say(`  PostgreSQL restarted: ${await world.pg.restart(restartRefusesMs)} backend(s) outlived the cut`);
  else await onClient(world, step, acks, say);
}
