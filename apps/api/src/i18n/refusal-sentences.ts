/**
 * The sentences the API can refuse with, read from the source (decision 0062, "Update (session 21)"), for the
 * completeness test: a sentence found here that no catalogue knows fails it. Test-only (it reads the TypeScript
 * source with the compiler), never imported by the server.
 *
 * What it scans (every non-test `.ts` file under apps/api/src/modules, apps/api/src/http and
 * packages/shared/src):
 * - the string and template arguments of `invalid(…)`, `notFound(…)`, `new AppError(…)` (and its `errors` list),
 *   `unavailable`-style helpers named in REFUSAL_CALLS; an identifier argument is followed to a `const` of the
 *   same file;
 * - every string or template inside a `const` whose name ends in `_MESSAGE` or `_MESSAGES` (the modules' and the
 *   shared packages' sentence tables, their `(n) => \`…\`` entries included) and the FASTIFY_ERRORS table;
 * - the validation sentences: a string argument of a zod check (`.min`, `.max`, `.regex`, `.refine`, …), a
 *   `message:` or `error:` property of an object given to any call (zod's options, `ctx.addIssue`), and the
 *   sentences zod-messages.ts returns for the rules without a spec text.
 * A template's `${…}` part becomes `{value}`; a `${a ? 'x' : 'y'}` part gives both sentences.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const ROOT = join(import.meta.dirname, '../../../..');
export const SCANNED_DIRECTORIES = ['apps/api/src/modules', 'apps/api/src/http', 'packages/shared/src'];

const REFUSAL_CALLS = new Set(['invalid', 'notFound', 'conflict', 'forbidden', 'refuse', 'unavailable']);
/** The shared field builders (validation.ts): their sentence arguments are validation sentences. */
const FIELD_BUILDERS = new Set(['requiredString', 'emailField', 'passwordField']);
const ZOD_CHECKS = new Set([
  'min',
  'max',
  'length',
  'regex',
  'refine',
  'email',
  'url',
  'int',
  'positive',
  'nonnegative',
  'negative',
  'nonempty',
  'gte',
  'lte',
  'gt',
  'lt',
  'multipleOf',
  'uuid',
  'datetime',
  'date',
]);
/** Files whose returned sentences are validation sentences. */
const RETURNED_SENTENCE_FILES = new Set(['packages/shared/src/zod-messages.ts']);
/** Tables of sentences that are not named *_MESSAGES. */
const SENTENCE_TABLES = new Set(['FASTIFY_ERRORS']);

export interface FoundSentence {
  /** The sentence; a template's values as `{value}`. */
  sentence: string;
  /** The same with each value filled by a sample, to try against the catalogue. */
  sample: string;
  file: string;
  line: number;
  /** 'validation' when a zod schema gives it (the form sentences the web shows too), else 'refusal'. */
  kind: 'validation' | 'refusal';
}

function files(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return files(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') && !name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The sentences a literal can be: one, or two for each `${a ? 'x' : 'y'}`; undefined when not a literal. */
function variants(
  node: ts.Node,
  constants: Map<string, ts.Expression> = new Map(),
): Array<{ sentence: string; sample: string }> | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
    return [{ sentence: node.text, sample: node.text }];
  if (ts.isParenthesizedExpression(node)) return variants(node.expression, constants);
  if (!ts.isTemplateExpression(node)) return undefined;
  let results = [{ sentence: node.head.text, sample: node.head.text }];
  for (const span of node.templateSpans) {
    const expression = ts.isParenthesizedExpression(span.expression)
      ? span.expression.expression
      : span.expression;
    let parts: Array<{ sentence: string; sample: string }>;
    const table = lookupTable(expression, constants);
    if (table) {
      parts = table;
    } else if (
      ts.isConditionalExpression(expression) &&
      variants(expression.whenTrue) &&
      variants(expression.whenFalse)
    ) {
      parts = [...variants(expression.whenTrue)!, ...variants(expression.whenFalse)!];
    } else {
      parts = [{ sentence: '{value}', sample: '7' }];
    }
    results = results.flatMap((result) =>
      parts.map((part) => ({
        sentence: result.sentence + part.sentence + span.literal.text,
        sample: result.sample + part.sample + span.literal.text,
      })),
    );
  }
  return results;
}

/** `${TABLE[key] ?? …}` where TABLE is an object of strings in the same file: each of its values. */
function lookupTable(
  expression: ts.Expression,
  constants: Map<string, ts.Expression>,
): Array<{ sentence: string; sample: string }> | undefined {
  const access = ts.isBinaryExpression(expression) ? expression.left : expression;
  if (!ts.isElementAccessExpression(access) || !ts.isIdentifier(access.expression)) return undefined;
  const table = constants.get(access.expression.text);
  if (!table || !ts.isObjectLiteralExpression(table)) return undefined;
  return table.properties.flatMap((property) =>
    ts.isPropertyAssignment(property) ? (variants(property.initializer) ?? []) : [],
  );
}

/** Whether a string is a sentence a reader sees (not a code, a key or a path). */
function readable(text: string): boolean {
  return (
    /[a-z]/i.test(text) &&
    (/\s/.test(text) || /^[A-Z][a-z]/.test(text)) &&
    !/^[A-Z0-9_]+$/.test(text) &&
    // A time-zone name or a path, not a sentence.
    !/^\S*\/\S*$/.test(text)
  );
}

export function refusalSentences(): FoundSentence[] {
  const found = new Map<string, FoundSentence>();
  for (const directory of SCANNED_DIRECTORIES) {
    for (const path of files(join(ROOT, directory))) {
      const file = relative(ROOT, path);
      // The server's own coded sentences, already in every language.
      if (file === 'apps/api/src/http/languages.ts') continue;
      const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
      const constants = new Map<string, ts.Expression>();
      source.forEachChild(function collect(node) {
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer)
          constants.set(node.name.text, node.initializer);
        node.forEachChild(collect);
      });
      const add = (node: ts.Node | undefined, kind: FoundSentence['kind'] = 'refusal') => {
        if (!node) return;
        let target: ts.Node = node;
        if (ts.isIdentifier(node) && constants.has(node.text)) target = constants.get(node.text)!;
        // TABLE.key, TABLE a `const` object of the same file.
        if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
          const table = constants.get(node.expression.text);
          const property =
            table && ts.isObjectLiteralExpression(table)
              ? table.properties.find(
                  (candidate) =>
                    ts.isPropertyAssignment(candidate) &&
                    ts.isIdentifier(candidate.name) &&
                    candidate.name.text === node.name.text,
                )
              : undefined;
          if (property && ts.isPropertyAssignment(property)) target = property.initializer;
        }
        for (const variant of variants(target, constants) ?? []) {
          if (!readable(variant.sentence)) continue;
          const line = source.getLineAndCharacterOfPosition(target.getStart()).line + 1;
          const known = found.get(variant.sentence);
          if (!known) found.set(variant.sentence, { ...variant, file, line, kind });
          else if (kind === 'validation') known.kind = kind;
        }
      };
      const addAll = (node: ts.Node, kind: FoundSentence['kind'] = 'refusal') => {
        // Keys of an object are names, not sentences.
        if (ts.isPropertyAssignment(node)) return addAll(node.initializer, kind);
        if (variants(node)) return add(node, kind);
        if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) return add(node, kind);
        node.forEachChild((child) => addAll(child, kind));
      };
      const visit = (node: ts.Node): void => {
        if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
          if (/_MESSAGES?$/.test(node.name.text) || SENTENCE_TABLES.has(node.name.text))
            addAll(node.initializer);
          // A shared sentence constant (INVALID_EMAIL = 'Invalid email address').
          else if (
            file.startsWith('packages/shared/') &&
            /^[A-Z][A-Z0-9_]+$/.test(node.name.text) &&
            ts.isStringLiteral(node.initializer)
          )
            add(node.initializer, 'validation');
        }
        // A `message:` of any object (a field rule, an issue): a sentence someone reads.
        if (
          ts.isPropertyAssignment(node) &&
          ts.isIdentifier(node.name) &&
          node.name.text === 'message' &&
          file.startsWith('packages/shared/')
        )
          addAll(node.initializer, 'validation');
        if (
          ts.isNewExpression(node) &&
          ts.isIdentifier(node.expression) &&
          node.expression.text === 'AppError'
        ) {
          const [, , message, options] = node.arguments ?? [];
          add(message);
          if (options) addAll(options);
        }
        if (ts.isCallExpression(node)) {
          const callee = node.expression;
          if (ts.isIdentifier(callee) && REFUSAL_CALLS.has(callee.text))
            node.arguments.forEach((argument) => add(argument));
          if (ts.isIdentifier(callee) && FIELD_BUILDERS.has(callee.text))
            node.arguments.forEach((argument) => add(argument, 'validation'));
          if (ts.isPropertyAccessExpression(callee) && ZOD_CHECKS.has(callee.name.text))
            node.arguments.forEach((argument) => add(argument, 'validation'));
          for (const argument of node.arguments) {
            if (!ts.isObjectLiteralExpression(argument)) continue;
            for (const property of argument.properties) {
              if (
                ts.isPropertyAssignment(property) &&
                ts.isIdentifier(property.name) &&
                ['message', 'error', 'errors'].includes(property.name.text)
              )
                addAll(property.initializer, 'validation');
            }
          }
        }
        if (ts.isReturnStatement(node) && node.expression && RETURNED_SENTENCE_FILES.has(file))
          add(node.expression, 'validation');
        node.forEachChild(visit);
      };
      visit(source);
    }
  }
  return [...found.values()];
}
