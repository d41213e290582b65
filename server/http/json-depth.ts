// How deep a JSON body nests, found without recursion: the checks after it (text the database
// cannot store, the schema, the answer kept under an idempotency key) walk a body by recursion, and
// 20,000 nested arrays overflowed the stack (a 500). No call of this API nests deeper than a batch
// entry's body holding a list of objects (about 6 levels); 32 leaves room and refuses the rest.
export const maxJsonDepth = 32;

/** True when `value` nests objects or arrays more than `limit` deep. */
export function nestsDeeperThan(value: unknown, limit = maxJsonDepth): boolean {
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [node, depth] = next;
    if (node === null || typeof node !== 'object') continue;
    if (depth >= limit) return true;
    for (const child of Object.values(node)) pending.push([child, depth + 1]);
  }
  return false;
}
