// Runs a CommonJS bundle as a module of its own: never through Node's module cache, so each call
// gets fresh copies of everything in it (a render core per release, live-remote-release.ts).
import Module from 'node:module';
import path from 'node:path';
import vm from 'node:vm';

type ModuleWrapper = (
  exports: unknown,
  require: (id: string) => unknown,
  module: { exports: unknown },
  filename: string,
  dirname: string,
) => void;

/** The exports of `code` (named `filename` in stack traces), whose `require` calls `requireFn` answers. */
export function evaluateBundle(code: string, filename: string, requireFn: (id: string) => unknown): unknown {
  const wrapper = vm.runInThisContext(Module.wrap(code), { filename }) as ModuleWrapper;
  const module = { exports: {} as unknown };
  wrapper.call(module.exports, module.exports, requireFn, module, filename, path.dirname(filename));
  return module.exports;
}
