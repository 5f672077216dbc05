import { PeriodicJob } from './periodic-job';

describe('PeriodicJob', () => {
  afterEach(() => jest.useRealTimers());

  it('runs one at a time: a call during a run answers that run, the next call starts another', async () => {
    let runs = 0;
    let finish = () => {};
    const job = new PeriodicJob(
      () =>
        new Promise<number>((resolve) => {
          runs += 1;
          finish = () => resolve(runs);
        }),
      1000,
      () => {},
    );
    const first = job.run();
    expect(job.run()).toBe(first);
    finish();
    await expect(first).resolves.toBe(1);
    const second = job.run();
    finish();
    await expect(second).resolves.toBe(2);
  });

  it('runs every round once started, hands a failure to onFailure and goes on, and stops', async () => {
    jest.useFakeTimers();
    const failures: string[] = [];
    let runs = 0;
    const job = new PeriodicJob(
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('down');
        return runs;
      },
      1000,
      (error) => failures.push(error.message),
    );
    job.start();
    await jest.advanceTimersByTimeAsync(1000);
    expect(failures).toEqual(['down']);
    await jest.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    job.stop();
    await jest.advanceTimersByTimeAsync(5000);
    expect(runs).toBe(2);
  });
});
