import path from 'node:path';

/*
 * `layers/imports`: forbids imports by where they land, not by how they are spelled. An import is
 * resolved against the importing file (relative paths) or kept as written (packages), then checked
 * against the zones that apply to the importing file. `no-restricted-imports` sees only the text,
 * and `../../patients/api/x` from one web feature into another says nothing about either feature.
 *
 * A zone is { from, target, message }: `from` matches the importing file's repository path; `target`
 * matches the resolved import, and may use `$1`.. for what `from` captured (e.g. the feature's name,
 * so that "another feature" can be said as `features/(?!$1/)`).
 */

const posix = (p) => p.split(path.sep).join('/');
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const importsRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep imports flowing one way between the layers of the repository' },
    schema: [
      {
        type: 'array',
        items: {
          type: 'object',
          properties: { from: { type: 'string' }, target: { type: 'string' }, message: { type: 'string' } },
          required: ['from', 'target', 'message'],
          additionalProperties: false,
        },
      },
    ],
    messages: { forbidden: '{{message}} (imports {{source}})' },
  },
  create(context) {
    const cwd = context.cwd;
    const file = posix(path.relative(cwd, context.filename));
    const zones = [];
    for (const zone of context.options[0] ?? []) {
      const match = new RegExp(zone.from).exec(file);
      if (!match) continue;
      const target = zone.target.replace(/\$(\d)/g, (_, i) => escapeRegExp(match[Number(i)] ?? ''));
      zones.push({ target: new RegExp(target), message: zone.message });
    }
    if (zones.length === 0) return {};

    const check = (source) => {
      if (source?.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      const landsOn = spec.startsWith('.')
        ? posix(path.relative(cwd, path.resolve(path.dirname(context.filename), spec)))
        : spec;
      for (const zone of zones)
        if (zone.target.test(landsOn))
          context.report({
            node: source,
            messageId: 'forbidden',
            data: { message: zone.message, source: spec },
          });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    };
  },
};

export default { meta: { name: 'layers' }, rules: { imports: importsRule } };
