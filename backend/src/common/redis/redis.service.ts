import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../../config/env';

/**
 * Called with each message published on the channel by any instance, and with null when the
 * subscription was down for a while (messages published meanwhile were missed).
 */
export type ChannelListener = (message: string | null) => void;

/**
 * The Redis connections of this instance (REDIS_URL), or none without it: one for commands (the
 * rate-limit counters, publishing) and, from the first `subscribe`, one in subscriber mode. Both
 * reconnect by themselves (ioredis); while Redis is away the outage is logged once, nothing throws
 * into a request, and a resubscribed channel tells its listeners they may have missed messages.
 * Both close when the application shuts down. Keys and channels are named under REDIS_PREFIX.
 */
@Injectable()
export class RedisService implements OnApplicationShutdown {
  private readonly logger = new Logger(RedisService.name);
  /** Null without REDIS_URL: this instance is the only one. */
  readonly client: Redis | null;
  readonly prefix: string;
  private subscriber: Redis | null = null;
  private readonly listeners = new Map<string, ChannelListener[]>();

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.prefix = config.redisPrefix;
    this.client = config.redisUrl ? this.watch(new Redis(config.redisUrl, { maxRetriesPerRequest: 2 }), 'commands') : null;
  }

  /** Sends a message to every instance subscribed to the channel (this one included); never throws. */
  publish(channel: string, message: string): void {
    this.client
      ?.publish(this.prefix + channel, message)
      .catch((error: Error) => this.logger.warn(`Publishing on ${channel} failed: ${error.message}`));
  }

  /** Listens to the channel on every instance; nothing happens without REDIS_URL. */
  subscribe(channel: string, listener: ChannelListener): void {
    if (!this.client) return;
    const name = this.prefix + channel;
    const listeners = this.listeners.get(name);
    if (listeners) {
      listeners.push(listener);
      return;
    }
    this.listeners.set(name, [listener]);
    this.subscriber ??= this.startSubscriber(this.client);
    this.subscriber.subscribe(name).catch((error: Error) => this.logger.warn(`Subscribing to ${channel} failed: ${error.message}`));
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.subscriber, this.client].map((connection) => connection && close(connection)));
  }

  private startSubscriber(client: Redis): Redis {
    // ioredis subscribes again to every channel after a reconnection (autoResubscribe).
    const subscriber = this.watch(client.duplicate({ connectionName: `${this.prefix}subscriber` }), 'subscriber', () => {
      for (const listeners of this.listeners.values()) for (const listener of listeners) listener(null);
    });
    subscriber.on('message', (name: string, message: string) => {
      for (const listener of this.listeners.get(name) ?? []) listener(message);
    });
    return subscriber;
  }

  /** Logs an outage once (not every retry) and the reconnection; `onBack` runs when a lost connection is ready again. */
  private watch(connection: Redis, role: string, onBack?: () => void): Redis {
    let lost = false;
    let logged = false;
    connection.on('close', () => {
      lost = true;
    });
    connection.on('error', (error: Error) => {
      lost = true;
      if (logged) return;
      logged = true;
      this.logger.error(`Redis (${role}) is not available: ${error.message}; reconnecting`);
    });
    connection.on('ready', () => {
      if (!lost) return;
      lost = false;
      this.logger.warn(`Redis (${role}) connection was lost and is back`);
      logged = false;
      onBack?.();
    });
    return connection;
  }
}

async function close(connection: Redis): Promise<void> {
  if (connection.status !== 'ready') return connection.disconnect();
  try {
    await connection.quit();
  } catch {
    connection.disconnect();
  }
}
