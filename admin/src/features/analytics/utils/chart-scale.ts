/**
 * Round axis ticks from 0 to at least `max`: steps of 1, 2 or 5 times a power
 * of ten, about `target` of them, so gridlines land on numbers people read easily.
 */
export function niceTicks(max: number, target = 4): number[] {
  if (!Number.isFinite(max) || max <= 0) return [0, 1];
  const rough = max / target;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * magnitude).find((s) => s >= rough) ?? 10 * magnitude;
  // Counts are whole numbers: a fractional step would label gridlines 0.5, 1.5 ...
  const wholeStep = Math.max(1, Math.round(step));
  const ticks: number[] = [];
  for (let tick = 0; ticks.length === 0 || ticks[ticks.length - 1]! < max; tick += wholeStep) ticks.push(tick);
  return ticks;
}
