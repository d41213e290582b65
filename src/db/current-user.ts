// Who is writing: stamped on every outbox entry (the auth feature sets it after sign-in).
let currentUserId: string | undefined;

export function setOutboxUser(userId: string | undefined): void {
  currentUserId = userId;
}

export function outboxUser(): string | undefined {
  return currentUserId;
}
