import { type Dirent, existsSync, readdirSync, realpathSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { parseFrontMatter } from "./front-matter";
import { ImportError } from "./import-error";
import { readTextFile } from "./text-file";

/** One file of a repository as the Hub lists it. */
export interface RepoFile {
  rfilename: string;
  size: number;
}

/** What every repository folder yields, model or dataset. */
export interface RepoFolder {
  /** The raw record so far: id, author, siblings, readme, cardData, lastModified. */
  record: Record<string, unknown>;
  /** The card's front matter, when README.md has one. */
  card: Record<string, unknown> | undefined;
  files: RepoFile[];
}

const byName = (a: { name: string }, b: { name: string }) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);

/**
 * Where the files of an import may lie once symbolic links are followed: inside the folder being
 * imported, or inside a Hugging Face cache repository (`models--<owner>--<name>/snapshots/` and
 * its `blobs/`, which a snapshot's files link to). A link elsewhere (README.md to /etc/passwd in a
 * downloaded tree) would publish a file of this machine on the repository's page.
 */
export class LinkBoundary {
  readonly #root: string;

  /** `root` is the folder being imported. */
  constructor(root: string) {
    this.#root = realpathSync(root);
  }

  /** Throws an ImportError naming `path` when it resolves outside the boundary. */
  check(path: string): void {
    const real = realpathSync(path);
    const inside =
      real === this.#root ||
      real.startsWith(this.#root + sep) ||
      /[/\\](?:models|datasets|spaces)--[^/\\]+[/\\](?:snapshots|blobs)[/\\]/u.test(real);
    if (!inside) {
      throw new ImportError(
        path,
        undefined,
        `a symbolic link to ${real}, outside the folder being imported (only links within it, or into a Hugging Face cache, are followed)`,
      );
    }
  }
}

/**
 * Lists a repository's files into `out`. A symbolic link to a file counts as that file, with its
 * size (a Hugging Face cache snapshot is made of them), when `links` allows its target; links to
 * folders are not followed, which could loop.
 */
function listFiles(dir: string, root: string, out: RepoFile[], links: LinkBoundary | undefined): void {
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort(byName)) {
    if (entry.name === ".git") continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) listFiles(path, root, out, links);
    else if (entry.isFile() || entry.isSymbolicLink()) {
      const target = statSync(path, { throwIfNoEntry: false });
      if (!target) throw new ImportError(path, undefined, "a symbolic link to a file that does not exist");
      if (!target.isFile()) continue;
      if (entry.isSymbolicLink()) links?.check(path);
      out.push({ rfilename: relative(root, path).split(sep).join("/"), size: target.size });
    }
  }
}

/**
 * Reads what model and dataset repository folders share: README.md (front matter as `cardData`,
 * the whole file as `readme`), every file but .git as `siblings` with its size, and
 * `lastModified` from the newest file. With `links`, the folder and its linked files must resolve
 * within that boundary (an import); without, anything is read (a folder a user points at).
 */
export function readRepoFolder(dir: string, id: string, links?: LinkBoundary): RepoFolder {
  links?.check(dir);
  const files: RepoFile[] = [];
  listFiles(dir, dir, files, links);
  const record: Record<string, unknown> = { id, author: id.split("/")[0], siblings: files };
  const readmePath = join(dir, "README.md");
  let card: Record<string, unknown> | undefined;
  if (existsSync(readmePath)) {
    const readme = readTextFile(readmePath);
    record.readme = readme;
    card = parseFrontMatter(readme, readmePath);
    if (card) record.cardData = card;
  }
  const newest = Math.max(0, ...files.map((file) => statSync(join(dir, file.rfilename)).mtimeMs));
  if (newest > 0) record.lastModified = new Date(newest).toISOString();
  return { record, card, files };
}

/** Names a repository folder usually holds: a stray one beside the owners means a misplaced repository. */
const REPO_FILE = /^(README\.md|config\.json|.*\.(safetensors|gguf|bin|parquet|arrow|csv))$/i;

function strayFileError(file: string, name: string, depth: "root" | "owner"): ImportError {
  const hint =
    depth === "owner" && REPO_FILE.test(name)
      ? "; its folder looks like a repository itself, which needs an owner folder above it"
      : depth === "root" && /\.(jsonl?|ndjson|gz)$/i.test(name)
        ? "; import a dump file on its own, not inside a folder of repositories"
        : "";
  return new ImportError(
    file,
    undefined,
    `a file outside the repository folders: the folder must be laid out as DIR/<owner>/<name>/${hint}`,
  );
}

/**
 * The repository folders of a `DIR/<owner>/<name>/` tree, as [id, path] pairs sorted by id. A file
 * directly in DIR or in an owner folder is an error (it would be silently left out), and so is a
 * tree without any repository. Names starting with "." are skipped.
 */
export function listRepoFolders(root: string): [id: string, path: string][] {
  const folders: [string, string][] = [];
  // A symbolic link to a folder counts as a folder.
  const isFolder = (entry: Dirent, path: string) =>
    entry.isDirectory() || (entry.isSymbolicLink() && statSync(path).isDirectory());
  const visible = (dir: string) =>
    readdirSync(dir, { withFileTypes: true })
      .filter((entry) => !entry.name.startsWith("."))
      .sort(byName);
  for (const owner of visible(root)) {
    const ownerPath = join(root, owner.name);
    if (!isFolder(owner, ownerPath)) throw strayFileError(ownerPath, owner.name, "root");
    for (const repo of visible(ownerPath)) {
      const repoPath = join(ownerPath, repo.name);
      if (!isFolder(repo, repoPath)) throw strayFileError(repoPath, repo.name, "owner");
      folders.push([`${owner.name}/${repo.name}`, repoPath]);
    }
  }
  if (folders.length === 0) {
    throw new ImportError(
      root,
      undefined,
      "no repositories to import: the folder must be laid out as DIR/<owner>/<name>/ (README.md and files inside)",
    );
  }
  return folders;
}
