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
  close(): Promise<void>;
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

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

const CHANNEL = "velvet:realtime";

/** Several instances: Redis pub/sub on one channel (a subscriber needs its own connection). */
export class RedisBus implements EventBus {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly local = new InProcessBus();
  private ready: Promise<unknown>;

  constructor(url: string, onError: (error: Error) => void) {
    this.publisher = new Redis(url, { maxRetriesPerRequest: 2, lazyConnect: false });
    this.subscriber = new Redis(url, { lazyConnect: false });
    this.publisher.on("error", onError);
    this.subscriber.on("error", onError);
    this.subscriber.on("message", (_channel: string, text: string) => {
      try {
        const event = JSON.parse(text) as RealtimeEvent;
        void this.local.publish(event);
      } catch (error) {
        onError(error as Error);
      }
    });
    this.ready = this.subscriber.subscribe(CHANNEL);
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

  async close(): Promise<void> {
    await this.local.close();
    this.ready = Promise.resolve();
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}
