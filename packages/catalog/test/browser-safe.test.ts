import { readdirSync, readFileSync } from "node:fs";
import { isBuiltin } from "node:module";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

// The catalogue runs in the browser bundle as well as in Node, so its source (tests aside) must
// not import Node's modules or touch Node-only globals. This reads the code with TypeScript's
// parser, so text that merely mentions `process.env` (the task pages' markdown) does not count.
const SRC = join(import.meta.dirname, "..", "src");

/** Globals that exist in Node but not in a browser. */
const NODE_GLOBALS = new Set(["process", "Buffer", "require", "__dirname", "__filename", "global"]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

/** Every use of Node in one module's code, as "line N: what". */
function nodeUses(fileName: string, text: string): string[] {
  const file = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) =>
    found.push(`line ${file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1}: ${what}`);
  const checkSpecifier = (node: ts.Node, specifier: ts.Node | undefined) => {
    if (specifier && ts.isStringLiteralLike(specifier) && isBuiltin(specifier.text)) {
      report(node, `imports Node's "${specifier.text}"`);
    }
  };
  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) {
      checkSpecifier(node, node.moduleSpecifier);
    } else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      checkSpecifier(node, node.arguments[0]);
    } else if (ts.isIdentifier(node) && NODE_GLOBALS.has(node.text)) {
      // Only a use of the global itself: `process.env`, `Buffer.from(...)`, `require(...)`, or
      // the bare name as a value; not a property or a local declaration of the same name.
      const { parent } = node;
      const isMemberName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node) ||
        ts.isPropertySignature(parent) ||
        ts.isPropertyDeclaration(parent) ||
        ts.isMethodDeclaration(parent) ||
        ts.isVariableDeclaration(parent) ||
        ts.isParameter(parent) ||
        ts.isFunctionDeclaration(parent) ||
        ts.isImportSpecifier(parent) ||
        ts.isExportSpecifier(parent);
      if (!isMemberName) report(node, `uses Node's global ${node.text}`);
    } else if (
      ts.isPropertyAccessExpression(node) &&
      ts.isMetaProperty(node.expression) &&
      (node.name.text === "dirname" || node.name.text === "filename")
    ) {
      report(node, `uses import.meta.${node.name.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("the catalogue runs in the browser", () => {
  it("imports nothing from Node and touches no Node-only global", () => {
    const files = sourceFiles(SRC);
    expect(files.length).toBeGreaterThan(100);
    const problems = files.flatMap((path) =>
      nodeUses(path, readFileSync(path, "utf8")).map((use) => `${relative(SRC, path)} ${use}`),
    );
    expect(problems).toEqual([]);
  });

  it("catches what it looks for, and not mere mentions", () => {
    const bad = [
      'import { readFileSync } from "node:fs";',
      'import path from "path";',
      'export { join } from "node:path";',
      'const os = await import("os");',
      "const token = process.env.HF_TOKEN;",
      'const bytes = Buffer.from("x");',
      'const legacy = require("fs");',
      "const here = import.meta.dirname;",
    ].join("\n");
    expect(nodeUses("bad.ts", bad)).toHaveLength(8);
    const fine = [
      'import { py } from "./code-template";',
      'const text = "process.env.HF_TOKEN and Buffer.from(...) and node:fs";',
      "const options = { process: 1, require: true };",
      "const url = import.meta.url;",
      "// process.exit(1)",
    ].join("\n");
    expect(nodeUses("fine.ts", fine)).toEqual([]);
  });
});
