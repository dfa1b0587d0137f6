// Line colours with at least 3:1 contrast on white, paired with dash patterns so
// series stay apart for people who do not tell these colours apart.
export const chartPalette = [
  { color: '#0f766e', dash: undefined },
  { color: '#9d174d', dash: '6 4' },
  { color: '#1d4ed8', dash: '2 3' },
  { color: '#b45309', dash: '10 3 2 3' },
  { color: '#6d28d9', dash: '4 2' },
  { color: '#334155', dash: '1 4' },
] as const;

export function chartStyle(index: number) {
  return chartPalette[index % chartPalette.length]!;
}
