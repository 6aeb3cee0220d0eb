import { randomUUID } from "node:crypto";
import { EventEmitter } from "node:events";
import { Redis } from "ioredis";
import type { RealtimeEvent } from "../../common/realtime.ts";

/**
 * Carries real-time events to every instance's sockets: in-process by default, through Redis
 * pub/sub with REDIS_URL so that a socket on any instance gets them.
 */
export interface EventBus {
  publish(event: RealtimeEvent): Promise<void>;
  subscribe(handler: (event: RealtimeEvent) => void): () => void;
  /** Tells every instance that a guest's data (or everybody's) changed (lib/guestChanges.ts). */
  publishMark(mark: ChangeMark): Promise<void>;
  subscribeMarks(handler: (mark: ChangeMark) => void): () => void;
  close(): Promise<void>;
}

/** A change mark: who sent it (one GuestChanges) and whose data changed (null: everybody's). */
export interface ChangeMark {
  from: string;
  guestId: number | null;
}

/** One process: an EventEmitter. */
export class InProcessBus implements EventBus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(event: RealtimeEvent): Promise<void> {
    // Delivered after the caller's current work, like a message from another instance would be.
    queueMicrotask(() => this.emitter.emit("event", event));
  }

  subscribe(handler: (event: RealtimeEvent) => void): () => void {
    this.emitter.on("event", handler);
    return () => this.emitter.off("event", handler);
  }

  async publishMark(mark: ChangeMark): Promise<void> {
    this.emitter.emit("mark", mark);
  }

  subscribeMarks(handler: (mark: ChangeMark) => void): () => void {
    this.emitter.on("mark", handler);
    return () => this.emitter.off("mark", handler);
  }

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

const CHANNEL = "velvet:realtime";
const MARKS = "velvet:changes";

/** Several instances: Redis pub/sub on one channel (a subscriber needs its own connection). */
export class RedisBus implements EventBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly local = new InProcessBus();
  private readonly id = randomUUID();
  private ready: Promise<unknown>;

  constructor(url: string, onError: (error: Error) => void) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
    this.subscriber = new Redis(url, { lazyConnect: false });
    this.publisher.on("error", onError);
    this.subscriber.on("error", onError);
    this.subscriber.on("message", (channel: string, text: string) => {
      try {
        if (channel === MARKS) {
          // This bus's own marks were heard here when they were published.
          const { bus, ...mark } = JSON.parse(text) as ChangeMark & { bus?: string };
          if (bus !== this.id) void this.local.publishMark(mark);
        } else void this.local.publish(JSON.parse(text) as RealtimeEvent);
      } catch (error) {
        onError(error as Error);
      }
    });
    this.ready = this.subscriber.subscribe(CHANNEL, MARKS);
  }

  /** Resolves once this instance listens (events published before are not seen here). */
  whenReady(): Promise<unknown> {
    return this.ready;
  }

  async publish(event: RealtimeEvent): Promise<void> {
    await this.publisher.publish(CHANNEL, JSON.stringify(event));
  }

  subscribe(handler: (event: RealtimeEvent) => void): () => void {
    return this.local.subscribe(handler);
  }

  async publishMark(mark: ChangeMark): Promise<void> {
    // Heard here at once (the other apps of this process), and by the other instances through Redis.
    await this.local.publishMark(mark);
    await this.publisher.publish(MARKS, JSON.stringify({ ...mark, bus: this.id }));
  }

  subscribeMarks(handler: (mark: ChangeMark) => void): () => void {
    return this.local.subscribeMarks(handler);
  }

  async close(): Promise<void> {
    await this.local.close();
    this.ready = Promise.resolve();
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}
