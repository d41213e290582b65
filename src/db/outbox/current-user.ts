// Who is writing: stamped on every outbox entry (the auth feature sets it after sign-in). An
// entry belongs to its author and is sent only with the author's token (design.md "Who is at
// the tablet"); the name lets the sync centre say whose work waits for whom.
export interface OutboxAuthor {
  userId: string;
  fullName: string;
}

let current: OutboxAuthor | undefined;

export function setOutboxUser(author: OutboxAuthor | undefined): void {
  current = author;
}

export function outboxUser(): OutboxAuthor | undefined {
  return current;
}
