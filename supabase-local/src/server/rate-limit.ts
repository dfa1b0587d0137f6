/**
 * Token bucket per key, like GoTrue's tollbooth limiters: `limit` requests
 * per `windowSeconds` refilled continuously, with a burst of `limit`.
 */
export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  /** `limit` may be a getter so a running stack follows changed settings. */
  constructor(
    private readonly limitSource: number | (() => number),
    private readonly windowSeconds: number,
    private readonly now: () => number = () => Date.now(),
  ) {}

  private get limit(): number {
    return typeof this.limitSource === 'function' ? this.limitSource() : this.limitSource;
  }

  /** Forgets every bucket. */
  reset(): void {
    this.buckets.clear();
  }

  /** Takes one token for `key`; false when the bucket is empty. */
  take(key: string): boolean {
    if (this.limit <= 0) return true; // 0 disables the limit
    const t = this.now();
    const rate = this.limit / (this.windowSeconds * 1000);
    const bucket = this.buckets.get(key) ?? { tokens: this.limit, at: t };
    bucket.tokens = Math.min(this.limit, bucket.tokens + (t - bucket.at) * rate);
    bucket.at = t;
    const allowed = bucket.tokens >= 1;
    if (allowed) bucket.tokens -= 1;
    this.buckets.set(key, bucket);
    if (this.buckets.size > 10_000) this.prune(t, rate);
    return allowed;
  }

  private prune(t: number, rate: number): void {
    for (const [k, b] of this.buckets) {
      if (b.tokens + (t - b.at) * rate >= this.limit) this.buckets.delete(k);
    }
  }
}
