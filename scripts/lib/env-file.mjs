// A `.env` file (KEY=VALUE lines, # comments, optional quotes) read into process.env without overriding what the
// shell already set: enough for local overrides without another dependency.
import fs from 'node:fs';

export function parseEnvFile(text) {
  const values = {};
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.trim();
    if (!line || line.startsWith('#')) continue;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    if (!match) continue;
    let value = match[2];
    const quote = value[0];
    if ((quote === '"' || quote === "'") && value.endsWith(quote) && value.length >= 2) {
      value = value.slice(1, -1);
      if (quote === '"') value = value.replace(/\\n/g, '\n').replace(/\\"/g, '"');
    } else {
      value = value.replace(/\s+#.*$/, '');
    }
    values[match[1]] = value;
  }
  return values;
}

/** Loads `file` if it exists; returns the names it set. */
export function loadEnvFile(file) {
  if (!fs.existsSync(file)) return [];
  const applied = [];
  for (const [name, value] of Object.entries(parseEnvFile(fs.readFileSync(file, 'utf8')))) {
    if (process.env[name] !== undefined) continue;
    process.env[name] = value;
    applied.push(name);
  }
  return applied;
}
