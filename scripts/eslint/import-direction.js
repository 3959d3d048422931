import path from 'node:path'

/**
 * ESLint rule: the rules of direction of docs/architecture.md. Each zone says which folders files
 * under `target` must not import (relative imports are resolved against the importing file).
 * Written here because the plugin that does this pulls a native resolver whose optional
 * binaries break `npm ci` lockfiles on this registry mirror.
 */
export const importDirection = {
  meta: {
    type: 'problem',
    schema: [
      { type: 'object', properties: { root: { type: 'string' }, zones: { type: 'array' } } },
    ],
    messages: { forbidden: '{{source}}: {{message}}' },
  },
  create(context) {
    const { root, zones } = context.options[0]
    const file = context.filename
    const active = zones.filter((zone) => isInside(file, path.join(root, zone.target)))
    if (active.length === 0) return {}
    const check = (node, source) => {
      if (typeof source !== 'string' || !source.startsWith('.')) return
      const resolved = path.resolve(path.dirname(file), source)
      for (const zone of active) {
        const excepted = (zone.except ?? []).some((allowed) =>
          isInside(resolved, path.join(root, allowed)),
        )
        const hit = zone.from.some((forbidden) => isInside(resolved, path.join(root, forbidden)))
        if (hit && !excepted) {
          context.report({ node, messageId: 'forbidden', data: { source, message: zone.message } })
          return
        }
      }
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) =>
        node.source.type === 'Literal' && check(node.source, node.source.value),
    }
  },
}

function isInside(file, dir) {
  const normalised = dir.replace(/\.(ts|tsx)$/, '')
  const target = file.replace(/\.(ts|tsx)$/, '')
  return target === normalised || target.startsWith(normalised + path.sep)
}
