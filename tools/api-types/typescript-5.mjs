// A module resolution hook: `typescript` resolves to this workspace's TypeScript 5. The
// generators here call TypeScript's compiler API, which TypeScript 7 (the project's) no longer
// has; npm hoists @hey-api/openapi-ts to the root, where `typescript` would be 7 (decision 0084).
const typescript5 = new URL('./node_modules/typescript/lib/typescript.js', import.meta.url).href;

export async function resolve(specifier, context, next) {
  if (specifier === 'typescript')
    return { url: typescript5, format: 'commonjs', shortCircuit: true };
  return next(specifier, context);
}
