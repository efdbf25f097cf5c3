// Relative links in the docs: every one must reach a file (or folder) that exists, and a link
// labelled with a decision's number must point at that decision (a label "[0060]" on 0065's file
// sent readers to the wrong record once). Web links are not fetched.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');

/** The Markdown files checked: docs/ and the top-level README and CHANGELOG. */
export function docFiles() {
  const files = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (statSync(full).isDirectory()) walk(full);
      else if (entry.endsWith('.md')) files.push(full);
    }
  };
  walk(path.join(ROOT, 'docs'));
  for (const top of ['README.md', 'CHANGELOG.md']) {
    if (existsSync(path.join(ROOT, top))) files.push(path.join(ROOT, top));
  }
  return files;
}

/** @returns {string[]} one line per broken or mislabelled link */
export function checkLinks(files = docFiles()) {
  const problems = [];
  for (const file of files) {
    // Code spans and fenced blocks hold examples, not links.
    const text = readFileSync(file, 'utf8')
      .replace(/```[\s\S]*?```/g, '')
      .replace(/`[^`\n]*`/g, '``');
    const where = path.relative(ROOT, file);
    for (const match of text.matchAll(/\[([^\]\n]*)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
      const [, label = '', target = ''] = match;
      if (/^(?:[a-z][a-z0-9+.-]*:|#)/i.test(target)) continue;
      const filePart = decodeURIComponent(target.split('#')[0] ?? '');
      const resolved = path.resolve(path.dirname(file), filePart);
      const line = text.slice(0, match.index).split('\n').length;
      if (!existsSync(resolved)) {
        problems.push(`${where}:${line}: [${label}](${target}) leads nowhere`);
        continue;
      }
      const labelled = label.match(/^(?:decision\s+)?(\d{4})$/i)?.[1];
      const linked = path.basename(resolved).match(/^(\d{4})-.+\.md$/)?.[1];
      if (labelled && linked && labelled !== linked)
        problems.push(
          `${where}:${line}: [${label}](${target}) is labelled ${labelled} but is ${linked}`,
        );
    }
  }
  return problems;
}
