import fs from 'node:fs';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_SECOND = 100;

export interface ProcessGroup {
  label: string;
  /** The group's processes now: a worker's pid, or every process of PostgreSQL. */
  pids: () => number[];
}

interface Reading {
  ticks: number;
  /** Proportional set size: shared pages (PostgreSQL's buffers) split among the processes mapping them. */
  memoryBytes: number;
}

function read(pid: number): Reading | undefined {
  try {
    // The command name is in parentheses and may hold spaces: the fields after it are counted from its end.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const pssKb = Number(/^Pss:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8'))?.[1] ?? 0);
    return { ticks: Number(fields[11]) + Number(fields[12]), memoryBytes: pssKb * 1024 };
  } catch {
    return undefined;
  }
}

/** The processes whose command is `name` (postgres, redis-server, haproxy). */
export function pidsNamed(name: string): number[] {
  return fs.readdirSync('/proc').filter((entry) => /^\d+$/.test(entry)).map(Number).filter((pid) => {
    try {
      return fs.readFileSync(`/proc/${pid}/comm`, 'utf8').trim() === name;
    } catch {
      return false;
    }
  });
}

/** The Node processes whose parent is `pid` (a supervisor's workers as they are now, not tsx's esbuild), oldest first. */
export function childPids(pid: number): number[] {
  return pidsNamed('node').filter((child) => {
    try {
      const stat = fs.readFileSync(`/proc/${child}/stat`, 'utf8');
      return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
    } catch {
      return false;
    }
  }).sort((a, b) => a - b);
}

/** The machine's CPU: busy and total ticks over all cores (/proc/stat). */
function machineTicks(): { busy: number; total: number } {
  const [, ...values] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = values[3] + values[4];
  const total = values.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

export interface GroupUsage {
  label: string;
  /** CPU over the window as a percentage of one core. */
  cpuPercent: number;
  /** Memory at the window's end (proportional set size). */
  memoryBytes: number;
}

/** CPU and memory of each group from now until `finish()` is called, and the machine's busy share. */
export function startUsage(groups: ProcessGroup[]): { finish(): { groups: GroupUsage[]; machineBusyPercent: number } } {
  const started = performance.now();
  const machineAtStart = machineTicks();
  const atStart = groups.map((group) => new Map(group.pids().map((pid) => [pid, read(pid)?.ticks ?? 0])));
  return {
    finish: () => {
      const seconds = (performance.now() - started) / 1000;
      const machine = machineTicks();
      const usage = groups.map((group, index) => {
        let ticks = 0;
        let memoryBytes = 0;
        for (const pid of group.pids()) {
          const now = read(pid);
          if (!now) continue;
          ticks += now.ticks - (atStart[index].get(pid) ?? 0);
          memoryBytes += now.memoryBytes;
        }
        return { label: group.label, cpuPercent: (ticks / TICKS_PER_SECOND / seconds) * 100, memoryBytes };
      });
      return { groups: usage, machineBusyPercent: ((machine.busy - machineAtStart.busy) / (machine.total - machineAtStart.total)) * 100 };
    },
  };
}
