// Context for figures measured on a shared machine: cores and how busy it was.
import os from 'node:os';

export function machineNote(): string {
  const [one, five] = os.loadavg();
  return `machine: ${os.cpus().length} cores, load average ${one!.toFixed(2)} (1 min) ${five!.toFixed(2)} (5 min)`;
}
