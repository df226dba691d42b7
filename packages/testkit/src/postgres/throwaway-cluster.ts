import { spawnSync } from "node:child_process";
import { chownSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** Where Debian's `postgresql` package puts the server's programs. */
export const POSTGRES_BIN = process.env.MODELHUB_POSTGRES_BIN ?? "/usr/lib/postgresql/15/bin";

/** The role and password the test clusters give the tests (a throwaway cluster's only login). */
const TEST_ROLE = "modelhub";
const TEST_PASSWORD = "modelhub";

/** A port nobody listens on right now. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** The uid and gid of the `postgres` user: initdb refuses to run as root. */
function postgresUser(): { uid: number; gid: number } {
  const id = (flag: string) =>
    Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout.trim());
  const uid = id("-u");
  const gid = id("-g");
  if (!Number.isInteger(uid) || uid <= 0) {
    throw new Error("running as root, and there is no postgres user to run the PostgreSQL server as");
  }
  return { uid, gid };
}

/** Runs a PostgreSQL program, as the `postgres` user when this process is root; throws with its output. */
function runProgram(program: string, args: string[], asPostgres: boolean, input?: string): void {
  const command = asPostgres ? "runuser" : join(POSTGRES_BIN, program);
  const argv = asPostgres ? ["-u", "postgres", "--", join(POSTGRES_BIN, program), ...args] : args;
  const result = spawnSync(command, argv, { encoding: "utf8", input, stdio: ["pipe", "pipe", "pipe"] });
  if (result.error) throw new Error(`could not run ${program}: ${result.error.message}`);
  if (result.status !== 0) throw new Error(`${program} failed: ${result.stderr || result.stdout}`);
}

/** A PostgreSQL server this process started and stops when it exits. */
export interface ThrowawayCluster {
  /** A URL for the test role, which may create databases. */
  url: string;
  /** Stops the server and deletes its files. */
  stop(): void;
  /** Shuts the server down (fast: open sessions are ended), keeping its data for `resume`. */
  pause(): void;
  /** Starts a paused server again on the same port, with the same data. */
  resume(): void;
  /**
   * Stops the server's processes (SIGSTOP) without closing anything: connections stay open and
   * nothing answers, as when the network to a database goes silent.
   */
  freeze(): void;
  /** Lets a frozen server go on (SIGCONT). */
  thaw(): void;
}

/** The postmaster's pid (the first line of its pid file) and those of its children, from /proc. */
function serverProcesses(data: string): number[] {
  const postmaster = Number(readFileSync(join(data, "postmaster.pid"), "utf8").split("\n")[0]);
  const children = readdirSync("/proc")
    .filter((entry) => /^\d+$/.test(entry))
    .filter((pid) => {
      try {
        // The parent pid is the second field after the command, which is in parentheses.
        const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
        return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === postmaster;
      } catch {
        return false; // ended meanwhile
      }
    })
    .map(Number);
  return [postmaster, ...children];
}

/**
 * Starts a PostgreSQL cluster in a temporary folder, on a free port of 127.0.0.1, with a
 * password login for the tests that may create databases. Stopped and deleted when the process
 * exits. Only for machines where CI has not started one (see .ci/run).
 */
export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  const asPostgres = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), "modelhub-pg-"));
  if (asPostgres) {
    const { uid, gid } = postgresUser();
    chownSync(dir, uid, gid);
  }
  const data = join(dir, "data");
  const port = await freePort();
  const shutDown = (mode: "immediate" | "fast") =>
    spawnSync(asPostgres ? "runuser" : join(POSTGRES_BIN, "pg_ctl"), [
      ...(asPostgres ? ["-u", "postgres", "--", join(POSTGRES_BIN, "pg_ctl")] : []),
      "stop",
      "-w",
      "-D",
      data,
      "-m",
      mode,
    ]);
  const signal = (signal: "SIGSTOP" | "SIGCONT") => (pid: number) => process.kill(pid, signal);
  const stop = () => {
    // A frozen server would never take the signal to shut down.
    try {
      serverProcesses(data).forEach(signal("SIGCONT"));
    } catch {
      // not running
    }
    shutDown("immediate");
    rmSync(dir, { recursive: true, force: true });
  };
  // fsync off: a test server's data need not survive a crash of the machine.
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () =>
    runProgram(
      "pg_ctl",
      ["start", "-w", "-s", "-D", data, "-l", join(dir, "server.log"), "-o", options],
      asPostgres,
    );
  try {
    runProgram(
      "initdb",
      ["-D", data, "-U", "postgres", "--auth-local=trust", "--auth-host=scram-sha-256", "--no-sync"],
      asPostgres,
    );
    start();
    process.once("exit", stop);
    runProgram(
      "psql",
      ["-h", dir, "-p", String(port), "-U", "postgres", "-q", "-v", "ON_ERROR_STOP=1", "-d", "postgres"],
      asPostgres,
      // pg_signal_backend: DROP DATABASE ... WITH (FORCE) must also end an autovacuum worker in it.
      `CREATE ROLE ${TEST_ROLE} LOGIN CREATEDB PASSWORD '${TEST_PASSWORD}';\nGRANT pg_signal_backend TO ${TEST_ROLE};\n`,
    );
  } catch (error) {
    stop();
    throw error;
  }
  return {
    url: `postgres://${TEST_ROLE}:${TEST_PASSWORD}@127.0.0.1:${port}/postgres`,
    stop,
    pause: () => shutDown("fast"),
    resume: start,
    // The postmaster first, so that it starts no process once its children are stopped.
    freeze: () => serverProcesses(data).forEach(signal("SIGSTOP")),
    thaw: () => serverProcesses(data).reverse().forEach(signal("SIGCONT")),
  };
}
