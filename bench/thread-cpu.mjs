// CPU time of a browser's threads from Linux's /proc, for figures that must be CPU time rather than
// wall time (a loaded machine stretches wall time, not CPU time). The browser is launched with a
// marker switch so that its processes are told apart from any other Chromium on the machine.
import fs from 'node:fs';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux

function readStat(path) {
  const text = fs.readFileSync(path, 'utf8');
  const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
  // After the name: state, ppid, ..., utime (14th field overall), stime (15th).
  return { ppid: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) };
}

function processes() {
  return fs.readdirSync('/proc').filter((d) => /^\d+$/.test(d));
}

/** Process ids of the browser started with `marker` on its command line and of its descendants. */
export function browserProcesses(marker) {
  const parent = new Map();
  let root = null;
  for (const pid of processes()) {
    try {
      parent.set(pid, String(readStat(`/proc/${pid}/stat`).ppid));
      if (!root && fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(marker)) root = pid;
    } catch {
      /* gone meanwhile */
    }
  }
  if (!root) return [];
  const family = new Set([root]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [pid, ppid] of parent) {
      if (!family.has(pid) && family.has(ppid)) {
        family.add(pid);
        grew = true;
      }
    }
  }
  return [...family];
}

/** CPU milliseconds of each thread named like `name` in those processes, keyed by "pid/tid". */
export function threadCpu(pids, name) {
  const result = new Map();
  for (const pid of pids) {
    let tids = [];
    try {
      tids = fs.readdirSync(`/proc/${pid}/task`);
    } catch {
      continue;
    }
    for (const tid of tids) {
      try {
        const comm = fs.readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
        if (!name.test(comm)) continue;
        const { ticks } = readStat(`/proc/${pid}/task/${tid}/stat`);
        result.set(`${pid}/${tid}`, (ticks * 1000) / TICKS_PER_SECOND);
      } catch {
        /* gone meanwhile */
      }
    }
  }
  return result;
}
