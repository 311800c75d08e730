import { describe, expect, it, vi } from 'vitest';
import type { LogFollower } from '../../events/store/logFollower.ts';
import type { EventStore } from '../../events/store/store.ts';
import type { Database } from '../../prisma/database.ts';
import type { Logger } from '../logger.ts';
import { ChatBusyError, ChatService } from './chatService.ts';

vi.setConfig({ testTimeout: 60_000 });

const noStore = {} as EventStore;
const quietLogger = { warn: () => undefined } as unknown as Logger;
const metadata = { actor: { type: 'visitor' as const } } as never;

describe('ChatService', () => {
  it('spends none of the question budget on a question refused as bad input (400)', async () => {
    const chat = new ChatService(noStore, quietLogger, { rateLimits: true, perMinute: 1 });
    try {
      for (let i = 0; i < 3; i++) await expect(chat.ask({ question: '   ' }, metadata, '203.0.113.7')).rejects.toMatchObject({ status: 400, message: expect.stringMatching(/must not be empty/) });
    } finally {
      await chat.close();
    }
  });

  it("spends none of the question budget on a question refused because the encoder's queue is full (503)", async () => {
    const chat = new ChatService(noStore, quietLogger, { rateLimits: true, perMinute: 1, encoderQueue: 0 });
    try {
      for (let i = 0; i < 3; i++) await expect(chat.ask({ question: 'what is hash?' }, metadata, '203.0.113.7')).rejects.toBeInstanceOf(ChatBusyError);
    } finally {
      await chat.close();
    }
  });

  it("answers 503 with Retry-After when the sentence encoder's queue is full", async () => {
    const chat = new ChatService(noStore, quietLogger, { rateLimits: false, encoderQueue: 0 });
    try {
      const refused = chat.ask({ question: 'what is hash?' }, metadata, '203.0.113.7');
      await expect(refused).rejects.toBeInstanceOf(ChatBusyError);
      await expect(refused).rejects.toMatchObject({ status: 503, retryAfterSeconds: 2 });
    } finally {
      await chat.close();
    }
  });

  it("starts answering from the markdown when the knowledge read model cannot be read at start, and keeps trying it", async () => {
    const chat = new ChatService(noStore, quietLogger, { rateLimits: false });
    let reads = 0;
    let reachable = false;
    let firstFailed!: () => void;
    const failedOnce = new Promise<void>((resolve) => (firstFailed = resolve));
    const db = {
      query: async () => {
        reads += 1;
        if (!reachable) {
          firstFailed();
          throw new Error('Connection terminated unexpectedly');
        }
        return [];
      },
    } as unknown as Database;
    const live = { subscribe: () => () => undefined } as unknown as LogFollower;
    try {
      let started = false;
      const following = chat.followKnowledge(db, live).then(() => (started = true));
      await failedOnce;
      for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve));
      // Start goes on: a database that fails now is no reason for the site not to start.
      expect(started).toBe(true);
      await following;
      reachable = true;
      await chat.settled();
      expect(reads).toBeGreaterThanOrEqual(2);
    } finally {
      await chat.close();
    }
  });
});
