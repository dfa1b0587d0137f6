import { describe, expect, it } from 'vitest';
import { ADDRESS_BUCKET, bucketAllowance, formatBytes, loopbackAddress, projectLinear } from './analytics-figures';

describe('projectLinear', () => {
  it('reads the line through two sizes at a third', () => {
    expect(projectLinear(1_000_000, 10, 10_000_000, 100, 100_000_000)).toBe(1000);
    expect(projectLinear(1, 5, 10, 5, 100)).toBe(5);
    expect(projectLinear(1, 20, 10, 11, 100)).toBe(-79); // a falling line keeps falling: it is only a line
  });

  it('refuses one size twice', () => {
    expect(() => projectLinear(1, 1, 1, 2, 5)).toThrow(/two different sizes/);
  });
});

describe('bucketAllowance', () => {
  it('is the burst plus the refill over the time, as track_events limits an address', () => {
    expect(bucketAllowance(ADDRESS_BUCKET, 0)).toBe(240);
    expect(bucketAllowance(ADDRESS_BUCKET, 30)).toBe(360);
    expect(bucketAllowance(ADDRESS_BUCKET, 30.9)).toBe(363);
  });

  it('refuses a negative time', () => {
    expect(() => bucketAllowance(ADDRESS_BUCKET, -1)).toThrow(/0 or more/);
  });
});

describe('loopbackAddress', () => {
  it('numbers addresses of one block without .0 or .255', () => {
    expect(loopbackAddress(3, 0)).toBe('127.3.0.1');
    expect(loopbackAddress(3, 253)).toBe('127.3.0.254');
    expect(loopbackAddress(3, 254)).toBe('127.3.1.1');
  });

  it('refuses addresses outside 127.0.0.0/8', () => {
    expect(() => loopbackAddress(0, 1)).toThrow(/block/);
    expect(() => loopbackAddress(1, 254 * 256)).toThrow(/n must be/);
  });
});

describe('formatBytes', () => {
  it('uses binary units', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 kB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.0 GB');
  });
});
