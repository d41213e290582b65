// What the account, SMS and delete routes answer in `result` (api-v1.md), for openapi.json.
import * as v from 'valibot';
import { smsStateLabels, type SmsState } from '../sms-text';

const instant = v.pipe(v.string(), v.isoTimestamp());
const serverId = v.pipe(v.number(), v.integer());

/** A write whose answer is its status and message alone (deletes, logout, password changes). */
export const noResult = v.null();

export const registeredResult = v.object({ id: serverId });

const smsState = v.picklist(Object.keys(smsStateLabels) as SmsState[]);
export const smsQueuedResult = v.object({ id: serverId, state: smsState });
export const smsListResult = v.array(v.object({ id: serverId, state: smsState, reason: v.nullable(v.string()), text: v.string(), createdAt: instant, updatedAt: instant }));
