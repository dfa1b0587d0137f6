// What a benchmark started, stopped in reverse order: at the end of the run, and on Ctrl-C or
// SIGTERM too, so no server or database is left behind.

export class Cleanup {
  private readonly steps: { label: string; stop: () => Promise<void> }[] = [];
  private running: Promise<void> | undefined;
  private readonly onSignal = (signal: NodeJS.Signals) => {
    console.error(`\n${signal}: stopping what this benchmark started`);
    void this.run().finally(() => process.exit(130));
  };

  constructor(private readonly log: (message: string) => void = () => {}) {}

  /** Listens for Ctrl-C/SIGTERM until run() is done. */
  watchSignals(): this {
    process.once('SIGINT', this.onSignal);
    process.once('SIGTERM', this.onSignal);
    return this;
  }

  add(label: string, stop: () => Promise<void>): void {
    this.steps.push({ label, stop });
  }

  /** Stops everything once, newest first; a failing step does not keep the others running. */
  run(): Promise<void> {
    this.running ??= (async () => {
      for (const step of this.steps.reverse()) {
        try {
          await step.stop();
          this.log(`stopped ${step.label}`);
        } catch (error) {
          console.error(`could not stop ${step.label}: ${error instanceof Error ? error.message : String(error)}`);
        }
      }
      process.off('SIGINT', this.onSignal);
      process.off('SIGTERM', this.onSignal);
    })();
    return this.running;
  }
}
