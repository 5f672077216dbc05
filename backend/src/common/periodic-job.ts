import type { Logger } from '@nestjs/common';

/** A job's `onFailure` that logs a warning: `<what>: <the error's message>`. */
export function warnOnFailure(logger: Logger, what: string): (error: Error) => void {
  return (error) => logger.warn(`${what}: ${error.message}`);
}

/**
 * A job a service runs now and then in the background (`start`: every `everyMs`, on a timer that does not keep the
 * process alive, until `stop`) and on demand (`run`). One run at a time: a call during a run answers that run. A
 * failed background run goes to `onFailure` and is tried again at the next round.
 */
export class PeriodicJob<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T> | null = null;

  constructor(
    private readonly work: () => Promise<T>,
    private readonly everyMs: number,
    private readonly onFailure: (error: Error) => void,
  ) {}

  run(): Promise<T> {
    this.running ??= this.work().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  start(): void {
    this.timer = setInterval(() => void this.run().catch(this.onFailure), this.everyMs);
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }
}
