// The crash tests' database and child server (server-child-process.ts): the test prepares the one
// and starts the other, kills and restarts it as it needs; after each test whatever it left is
// stopped and dropped, so a failed test leaves no process or database behind.
import { afterEach } from 'vitest';
import type { TestDatabase } from './harness';
import type { ChildServer } from './server-child-process';

export interface ChildServerScene {
  database?: TestDatabase;
  running?: ChildServer;
}

export function childServerEach(): ChildServerScene {
  const scene: ChildServerScene = {};
  afterEach(async () => {
    await scene.running?.close();
    scene.running = undefined;
    await scene.database?.drop();
    scene.database = undefined;
  });
  return scene;
}
